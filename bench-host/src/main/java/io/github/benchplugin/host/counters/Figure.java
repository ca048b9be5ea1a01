package io.github.benchplugin.host.counters;

/** One named figure of one iteration, as JMH is given it (a ScalarResult). */
public final class Figure {

    public final String name;
    public final double value;
    public final String unit;

    public Figure(String name, double value, String unit) {
        this.name = name;
        this.value = value;
        this.unit = unit;
    }

    @Override
    public String toString() {
        return name + "=" + value + " " + unit;
    }
}
