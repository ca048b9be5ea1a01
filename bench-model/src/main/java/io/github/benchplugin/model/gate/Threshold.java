package io.github.benchplugin.model.gate;

import io.github.benchplugin.model.error.UserInputException;

import java.math.BigDecimal;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * bench.failOnRegression: the smallest slowdown that fails the build, as a fraction (0.05 for 5%).
 *
 * <p>Only a percentage with its % sign is accepted. A bare number is ambiguous ("0.5": half a
 * percent or 50%? "5": 5% or 500%?), and a gate that silently reads it the other way either
 * never fires or fails every build. Values above 100% are allowed: for time per operation a
 * 150% slowdown is 2.5 times the time.
 *
 * @param fraction greater than 0 and finite
 */
public record Threshold(double fraction) {

    private static final Pattern PERCENT = Pattern.compile("\\s*([+-]?\\d+(?:\\.\\d+)?)\\s*(%?)\\s*");
    private static final String EXAMPLE = "such as 5% or 0.5%";

    public Threshold {
        if (!(fraction > 0) || !Double.isFinite(fraction)) {
            throw new IllegalArgumentException("a regression threshold must be greater than 0, not " + fraction);
        }
    }

    /**
     * @param text "5%", "0.5%", "12.5 %"
     * @throws UserInputException with a one-line message naming the value and what is allowed
     */
    public static Threshold parse(String text) {
        return parse(text, "the smallest slowdown that should fail the build");
    }

    /**
     * @param meaning what the percentage stands for, in the messages ("the smallest slowdown that should fail
     *                the build")
     * @throws UserInputException with a one-line message naming the value and what is allowed
     */
    public static Threshold parse(String text, String meaning) {
        Matcher m = PERCENT.matcher(text == null ? "" : text);
        if (!m.matches()) {
            throw new UserInputException("'" + text + "' is not a percentage: write " + meaning
                    + " with a % sign and a '.' decimal point, " + EXAMPLE);
        }
        if (m.group(2).isEmpty()) {
            throw new UserInputException("'" + text + "' has no % sign, and a bare number is ambiguous (is 0.5"
                    + " half a percent or 50%?): write a percentage, " + EXAMPLE);
        }
        BigDecimal percent = new BigDecimal(m.group(1));
        if (percent.signum() <= 0) {
            throw new UserInputException("'" + text + "' is not greater than 0%: write " + meaning + ", "
                    + EXAMPLE);
        }
        return new Threshold(percent.movePointLeft(2).doubleValue());
    }

    /** "5%", "0.5%": how the threshold is shown in messages. */
    @Override
    public String toString() {
        return BigDecimal.valueOf(fraction).movePointRight(2).stripTrailingZeros().toPlainString() + "%";
    }
}
