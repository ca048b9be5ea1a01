package io.github.benchplugin.model.format;

import io.github.benchplugin.model.format.NumberFormats;

import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@link NumberFormats#fixed} groups and rounds by hand (DecimalFormat made formatting the largest
 * part of rendering a 10,000-row table); it must print what DecimalFormat prints, with Locale.ROOT
 * and HALF_UP on the shortest decimal form, for numbers of every size, sign and number of decimals.
 */
class NumberFormatsAgreementTest {

    @Test
    void fixedPrintsWhatDecimalFormatPrints() {
        SplittableRandom random = new SplittableRandom(20261201);
        for (int i = 0; i < 200_000; i++) {
            double magnitude = Math.pow(10, random.nextInt(-9, 13));
            double value = (random.nextBoolean() ? -1 : 1) * random.nextDouble() * magnitude;
            int decimals = random.nextInt(0, NumberFormats.MAX_DECIMALS + 1);
            assertEquals(decimalFormat(value, decimals), NumberFormats.fixed(value, decimals), value + " to " + decimals);
        }
    }

    @Test
    void halfWayValuesRoundUpAsPrinted() {
        for (double value : new double[] {0.0012345, 0.125, 2.5, 1234.5, -0.5, -0.0001, 999.9995, 1e15 + 0.5}) {
            for (int decimals = 0; decimals <= NumberFormats.MAX_DECIMALS; decimals++) {
                assertEquals(decimalFormat(value, decimals), NumberFormats.fixed(value, decimals), value + " to " + decimals);
            }
        }
    }

    private static String decimalFormat(double value, int decimals) {
        DecimalFormat format = new DecimalFormat(decimals > 0 ? "#,##0." + "0".repeat(decimals) : "#,##0",
                DecimalFormatSymbols.getInstance(Locale.ROOT));
        format.setRoundingMode(RoundingMode.HALF_UP);
        return format.format(new BigDecimal(Double.toString(value)));
    }
}
