package io.github.benchplugin.stats;

import java.math.BigDecimal;
import java.math.MathContext;

/** Numbers in warning and note texts: three significant digits, plain notation ("0.412", "301", "1230"). */
public final class SignificantDigits {

    private static final MathContext THREE = new MathContext(3);

    private SignificantDigits() {
    }

    public static String three(double value) {
        if (!Double.isFinite(value)) {
            return Double.toString(value);
        }
        return new BigDecimal(value).round(THREE).stripTrailingZeros().toPlainString();
    }
}
