package io.github.benchplugin.engine.config;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Parses the durations users type: "500ms", "2s", "10m", "1h" (a bare number means seconds). */
public final class Durations {

    private static final Pattern DURATION = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ms|s|m|min|h)?");
    /** Longer than any benchmark may sensibly take; also keeps timeout arithmetic (3 x plan) from overflowing. */
    private static final Duration LONGEST = Duration.ofDays(30);

    private Durations() {
    }

    public static Duration parse(String property, String text) {
        Matcher m = DURATION.matcher(text == null ? "" : text.trim().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new BadInputException(property + " '" + text + "' is not a duration; use a number with a unit: "
                    + "500ms, 2s, 10m or 1h");
        }
        double amount = Double.parseDouble(m.group(1));
        String unit = m.group(2) == null ? "s" : m.group(2);
        double millis = switch (unit) {
            case "ms" -> amount;
            case "s" -> amount * 1_000;
            case "m", "min" -> amount * 60_000;
            default -> amount * 3_600_000;
        };
        if (millis < 1) {
            throw new BadInputException(property + " '" + text + "' is shorter than a millisecond");
        }
        if (millis > LONGEST.toMillis()) {
            throw new BadInputException(property + " '" + text + "' is longer than the " + LONGEST.toDays()
                    + " days a benchmark may take");
        }
        return Duration.ofMillis(Math.round(millis));
    }

    /** JMH's own notation for -w/-r: whole milliseconds. */
    public static String toJmh(Duration d) {
        return d.toMillis() + "ms";
    }

    /** "1m 05s", "12s", "350ms": for progress lines. */
    public static String human(Duration d) {
        long seconds = d.toSeconds();
        if (seconds < 1) {
            return d.toMillis() + "ms";
        }
        if (seconds < 60) {
            return seconds + "s";
        }
        if (seconds < 3600) {
            return String.format(Locale.ROOT, "%dm %02ds", seconds / 60, seconds % 60);
        }
        return String.format(Locale.ROOT, "%dh %02dm", seconds / 3600, (seconds % 3600) / 60);
    }
}
