package io.github.benchplugin.render;

import java.util.ArrayList;
import java.util.List;

/**
 * A logarithmic x axis for ratios: 0.5 and 2 lie equally far from 1. Its range follows the
 * ratios themselves (never their intervals), so one 1-fork interval of 0.00002–21,720 cannot
 * squash every other row into a dot; intervals beyond it are clipped with an arrow.
 */
final class LogAxis {

    /** Ratios beyond 64x either way are drawn at the edge: the text next to them has the number. */
    static final double LIMIT = 64;
    private static final double[] TICKS = {1 / 64.0, 1 / 32.0, 1 / 16.0, 1 / 8.0, 0.25, 0.5, 0.67, 0.8, 0.9, 1,
            1.1, 1.25, 1.5, 2, 4, 8, 16, 32, 64};

    final double low;
    final double high;
    final double left;
    final double width;

    private LogAxis(double low, double high, double left, double width) {
        this.low = low;
        this.high = high;
        this.left = left;
        this.width = width;
    }

    /** An axis that shows 1 and every value, with a margin, within 1/64 to 64. */
    static LogAxis around(List<Double> values, double left, double width) {
        double min = 1;
        double max = 1;
        for (double v : values) {
            if (v > 0 && Double.isFinite(v)) {
                min = Math.min(min, v);
                max = Math.max(max, v);
            }
        }
        double low = Math.max(1 / LIMIT, Math.min(min / 1.15, 1 / 1.15));
        double high = Math.min(LIMIT, Math.max(max * 1.15, 1.15));
        return new LogAxis(low, high, left, width);
    }

    /** Position of a value; values outside the axis sit on its edge. */
    double x(double value) {
        double v = Math.min(high, Math.max(low, value));
        return left + width * Math.log(v / low) / Math.log(high / low);
    }

    boolean belowRange(double value) {
        return value < low;
    }

    boolean aboveRange(double value) {
        return value > high;
    }

    /** Closest two tick labels may be, in pixels, before the fine ticks (0.9, 1.1, ...) are dropped. */
    static final double MIN_TICK_GAP = 40;

    /** Tick values inside the axis: the fine ones only where they do not crowd each other. */
    List<Double> ticks() {
        List<Double> inside = new ArrayList<>();
        for (double t : TICKS) {
            if (t >= low && t <= high) {
                inside.add(t);
            }
        }
        if (crowded(inside)) {
            inside.removeIf(t -> t != 1 && !powerOfTwo(t));
        }
        while (crowded(inside) && inside.size() > 3) {
            // Keep 1 and every other power of two outwards from it.
            List<Double> thinned = new ArrayList<>();
            for (double t : inside) {
                long exponent = Math.round(Math.log(t) / Math.log(2));
                if (exponent % 2 == 0) {
                    thinned.add(t);
                }
            }
            if (thinned.size() == inside.size()) {
                break;
            }
            inside = thinned;
        }
        return inside;
    }

    private boolean crowded(List<Double> ticks) {
        for (int i = 1; i < ticks.size(); i++) {
            if (x(ticks.get(i)) - x(ticks.get(i - 1)) < MIN_TICK_GAP) {
                return true;
            }
        }
        return false;
    }

    private static boolean powerOfTwo(double t) {
        double exponent = Math.log(t) / Math.log(2);
        return Math.abs(exponent - Math.rint(exponent)) < 1e-9;
    }

    static String tickText(double tick) {
        if (tick >= 1) {
            return NumberFormats.fixed(tick, tick == Math.rint(tick) ? 0 : 2);
        }
        return tick < 0.1 ? "1/" + Math.round(1 / tick) : NumberFormats.fixed(tick, 2);
    }
}
