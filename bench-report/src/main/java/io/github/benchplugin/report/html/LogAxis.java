package io.github.benchplugin.report.html;

import io.github.benchplugin.model.format.NumberFormats;

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

    /** Tick values inside the axis, most telling first: 1, then powers of two, then the finer steps. */
    private static final double[] TICK_PRIORITY = {1, 2, 0.5, 4, 0.25, 8, 1 / 8.0, 16, 1 / 16.0, 32, 1 / 32.0, 64,
            1 / 64.0, 1.5, 0.67, 1.25, 0.8, 1.1, 0.9};

    /** Ticks in axis order, each at least {@link #MIN_TICK_GAP} pixels from the others, picked by priority. */
    List<Double> ticks() {
        List<Double> chosen = new ArrayList<>();
        for (double t : TICK_PRIORITY) {
            if (t < low || t > high) {
                continue;
            }
            double x = x(t);
            if (chosen.stream().allMatch(c -> Math.abs(x(c) - x) >= MIN_TICK_GAP)) {
                chosen.add(t);
            }
        }
        chosen.sort(null);
        return chosen;
    }

    static String tickText(double tick) {
        if (tick >= 1) {
            return NumberFormats.fixed(tick, tick == Math.rint(tick) ? 0 : 2);
        }
        return tick < 0.1 ? "1/" + Math.round(1 / tick) : NumberFormats.fixed(tick, 2);
    }
}
