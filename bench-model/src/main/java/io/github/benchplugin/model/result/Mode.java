package io.github.benchplugin.model.result;

/** JMH benchmark modes by their short names; says which direction is "faster". */
public enum Mode {
    THROUGHPUT("thrpt"), AVERAGE_TIME("avgt"), SAMPLE_TIME("sample"), SINGLE_SHOT("ss");

    private final String shortName;

    Mode(String shortName) {
        this.shortName = shortName;
    }

    public String shortName() {
        return shortName;
    }

    /** For throughput a larger score is better; for every time-based mode a smaller one is. */
    public boolean higherIsBetter() {
        return this == THROUGHPUT;
    }

    public static Mode fromShortName(String name) {
        for (Mode m : values()) {
            if (m.shortName.equals(name)) {
                return m;
            }
        }
        throw new IllegalArgumentException("unknown JMH mode '" + name + "' (allowed: thrpt, avgt, sample, ss)");
    }
}
