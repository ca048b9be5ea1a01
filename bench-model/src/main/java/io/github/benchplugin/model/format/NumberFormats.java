package io.github.benchplugin.model.format;

import com.fasterxml.jackson.core.io.NumberOutput;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Locale;

/**
 * Every number a human reads in a report goes through here, so the table, the charts and
 * the console agree on precision. Never the default locale: a report written on a German
 * machine must not turn "1,234.5" into "1.234,5" and confuse the next reader or a diff.
 */
public final class NumberFormats {

    /** Significant digits of a score: enough to see a few percent difference, not noise digits. */
    public static final int SCORE_DIGITS = 4;
    /** Significant digits of an error: one more than is usually meaningful, so rounding stays visible. */
    public static final int ERROR_DIGITS = 3;
    public static final int MAX_DECIMALS = 6;
    private static final MathContext THREE_DIGITS = new MathContext(3);
    /** JVM tools (-Xmx, jcmd) count K as 1024; allocation numbers are compared against those. */
    private static final double KILO = 1024.0;
    private static final String[] BYTE_UNITS = {"B", "KB", "MB", "GB", "TB"};
    /**
     * From here up, and below {@link #SMALLEST_PLAIN}, a number in a report is written as 1.235e20: in plain
     * notation a score of 1e308 (a damaged input file) made every line of a table 400 characters wide.
     */
    public static final double LARGEST_PLAIN = 1e15;
    /** Below it six decimals keep at most one digit ("0.000000"): 1.235e-7 says what the number is. */
    public static final double SMALLEST_PLAIN = 1e-6;

    private NumberFormats() {
    }

    /** A score alone with 4 significant digits and thousands separators: "1,235", "12.35", "0.001235". */
    public static String score(double value) {
        return beyondPlain(value) ? scientific(value, SCORE_DIGITS) : fixed(value, decimalsFor(value, SCORE_DIGITS));
    }

    /**
     * A score and its error with shared decimals, chosen so that neither loses its meaningful
     * digits: "1,234.5 ± 12.3". A missing error is shown as "±?" rather than hidden.
     */
    public static String scoreWithError(double score, Double error) {
        if (error == null || !Double.isFinite(error)) {
            return score(score) + " ±?";
        }
        if (beyondPlain(score) || Math.abs(error) >= LARGEST_PLAIN) {
            return score(score) + " ± " + (error == 0 ? "0" : scientific(error, ERROR_DIGITS));
        }
        int scoreDecimals = decimalsFor(score, SCORE_DIGITS);
        // An error far below the score's last digit would otherwise pull in six decimals of noise
        // ("100,139.008000 ± 0.000000"): the score keeps its own precision and the error rounds to 0.
        int decimals = Math.abs(error) < 0.5 * Math.pow(10, -scoreDecimals)
                ? scoreDecimals
                : Math.max(scoreDecimals, decimalsFor(error, ERROR_DIGITS));
        return fixed(score, decimals) + " ± " + fixed(error, decimals);
    }

    /**
     * Decimals for a ratio and its interval: 2 normally; 3 near 1, where "1.00" would hide a
     * real 0.4% difference; 2 significant digits for small ratios (0.019), where 2 decimals
     * would print every bound as "0.02".
     */
    public static int ratioDecimals(double ratio) {
        if (!Double.isFinite(ratio) || ratio <= 0) {
            return 2;
        }
        if (ratio < 0.1) {
            return clamp(1 - (int) Math.floor(Math.log10(ratio)), 2, MAX_DECIMALS);
        }
        return Math.abs(ratio - 1.0) < 0.01 ? 3 : 2;
    }

    public static String ratio(double ratio) {
        return beyondPlain(ratio) ? scientific(ratio, 3) : fixed(ratio, ratioDecimals(ratio));
    }

    /**
     * A ratio's interval bound, with the decimals of the ratio it belongs to, or more when the
     * bound is small: a wide interval's lower bound of 0.0024 must not print as "0.00".
     */
    public static String ratioBound(double bound, int ratioDecimals) {
        if (beyondPlain(bound)) {
            return scientific(bound, 3);
        }
        int decimals = bound > 0 && bound < 0.1 ? Math.max(ratioDecimals, ratioDecimals(bound)) : ratioDecimals;
        return fixed(bound, decimals);
    }

    /** Bytes per operation, human-readable: "480 B", "1.2 KB", "48 KB"; "-" when not measured. */
    public static String bytes(Double bytes) {
        if (bytes == null || !Double.isFinite(bytes)) {
            return "-";
        }
        double value = bytes;
        int unit = 0;
        // The 0.5 keeps 1023.7 B from printing as "1,024 B" instead of "1.0 KB".
        while (Math.abs(value) >= KILO - 0.5 && unit < BYTE_UNITS.length - 1) {
            value /= KILO;
            unit++;
        }
        int decimals = unit == 0 || Math.abs(value) >= 10 ? 0 : 1;
        return (Math.abs(value) >= LARGEST_PLAIN ? scientific(value, 3) : fixed(value, decimals)) + " " + BYTE_UNITS[unit];
    }

    /**
     * A number for machines (CSV): full precision, '.' as decimal point, no grouping, no
     * exponent (spreadsheets read "1.0E-4" inconsistently); empty when absent.
     */
    public static String plain(Double value) {
        if (value == null) {
            return "";
        }
        if (!Double.isFinite(value)) {
            return value.isNaN() ? "NaN" : (value > 0 ? "Infinity" : "-Infinity");
        }
        if (value == 0.0) {
            return "0";
        }
        String shortest = shortest(value);
        if (shortest.indexOf('E') < 0) {
            return shortest.endsWith(".0") ? shortest.substring(0, shortest.length() - 2) : shortest;
        }
        return new BigDecimal(shortest).stripTrailingZeros().toPlainString();
    }

    /**
     * A ratio with its confidence interval, each with the ratio's decimals: "1.12 [1.08–1.16]";
     * the ratio alone when a bound is missing.
     */
    public static String ratioWithInterval(double ratio, Double low, Double high) {
        if (low == null || high == null) {
            return ratio(ratio);
        }
        int decimals = ratioDecimals(ratio);
        return ratio(ratio) + " [" + ratioBound(low, decimals) + "–" + ratioBound(high, decimals) + "]";
    }

    /**
     * A number inside a sentence (warnings, notes, gate messages): three significant digits in plain
     * notation, "0.412", "301", "1230".
     */
    public static String three(double value) {
        if (!Double.isFinite(value)) {
            return Double.toString(value);
        }
        if (beyondPlain(value)) {
            return scientific(value, 3);
        }
        return new BigDecimal(value).round(THREE_DIGITS).stripTrailingZeros().toPlainString();
    }

    /** A fraction as a whole percentage for a sentence: 0.05 as "5%". */
    public static String percent(double fraction) {
        return String.format(Locale.ROOT, "%.0f%%", fraction * 100);
    }

    /** Grouped fixed-point with the given decimals, rounding half up as people expect. */
    public static String fixed(double value, int decimals) {
        if (Double.isNaN(value)) {
            return "NaN";
        }
        if (Double.isInfinite(value)) {
            return value > 0 ? "∞" : "-∞";
        }
        // Round the shortest decimal form (what Double.toString shows), not the binary value:
        // otherwise 0.0012345 rounds down to 0.001234 because its binary value is just below.
        // The sign is kept apart so that a small negative number reads "-0.00", as DecimalFormat has it.
        BigDecimal rounded = new BigDecimal(shortest(Math.abs(value)))
                .setScale(Math.max(0, Math.min(MAX_DECIMALS, decimals)), RoundingMode.HALF_UP);
        return (value < 0 ? "-" : "") + grouped(rounded.toPlainString());
    }

    /**
     * The shortest decimal form that reads back as {@code value}, from Jackson's Schubfach writer:
     * a report has tens of thousands of numbers, and the JDK's Double.toString (before 19) and
     * DecimalFormat made number formatting the largest part of rendering a 10,000-row table.
     */
    private static String shortest(double value) {
        return NumberOutput.toString(value, true);
    }

    /** "1234567.50" as "1,234,567.50": thousands separators in the integer part of a plain number. */
    private static String grouped(String plain) {
        int point = plain.indexOf('.');
        int integerDigits = point < 0 ? plain.length() : point;
        if (integerDigits <= 3) {
            return plain;
        }
        StringBuilder text = new StringBuilder(plain.length() + integerDigits / 3);
        for (int i = 0; i < integerDigits; i++) {
            if (i > 0 && (integerDigits - i) % 3 == 0) {
                text.append(',');
            }
            text.append(plain.charAt(i));
        }
        return text.append(plain, integerDigits, plain.length()).toString();
    }

    /** A finite number other than 0 whose plain form would be too wide, or too small to keep a digit. */
    static boolean beyondPlain(double value) {
        double size = Math.abs(value);
        return Double.isFinite(value) && size != 0 && (size >= LARGEST_PLAIN || size < SMALLEST_PLAIN);
    }

    /** {@code digits} significant digits and a power of ten: 1.235e20, -4.50e-9. */
    public static String scientific(double value, int digits) {
        if (!Double.isFinite(value) || value == 0) {
            return fixed(value, 0);
        }
        BigDecimal rounded = new BigDecimal(shortest(Math.abs(value))).round(new MathContext(digits, RoundingMode.HALF_UP));
        if (rounded.precision() < digits) {
            rounded = rounded.setScale(rounded.scale() + digits - rounded.precision());
        }
        String mantissa = rounded.unscaledValue().toString();
        int exponent = rounded.precision() - rounded.scale() - 1;
        return (value < 0 ? "-" : "") + mantissa.charAt(0) + (mantissa.length() > 1 ? "." + mantissa.substring(1) : "")
                + "e" + exponent;
    }

    /** Decimals that leave {@code digits} significant digits, between 0 and {@link #MAX_DECIMALS}. */
    static int decimalsFor(double value, int digits) {
        if (value == 0.0 || !Double.isFinite(value)) {
            return 0;
        }
        int magnitude = (int) Math.floor(Math.log10(Math.abs(value)));
        return clamp(digits - 1 - magnitude, 0, MAX_DECIMALS);
    }

    private static int clamp(int value, int min, int max) {
        return Math.max(min, Math.min(max, value));
    }
}
