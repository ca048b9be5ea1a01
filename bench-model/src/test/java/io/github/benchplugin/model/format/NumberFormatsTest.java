package io.github.benchplugin.model.format;

import io.github.benchplugin.model.format.NumberFormats;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class NumberFormatsTest {

    private Locale saved;

    /** A locale with ',' as decimal point and '.' for grouping: output must not change. */
    @BeforeEach
    void germanDefaultLocale() {
        saved = Locale.getDefault();
        Locale.setDefault(Locale.GERMANY);
    }

    @AfterEach
    void restore() {
        Locale.setDefault(saved);
    }

    @Test
    void scoresKeepFourSignificantDigitsWithThousandsSeparators() {
        assertEquals("1,235", NumberFormats.score(1234.5));
        assertEquals("12.35", NumberFormats.score(12.345));
        assertEquals("0.001235", NumberFormats.score(0.0012345));
        assertEquals("1,500,000", NumberFormats.score(1_500_000));
        assertEquals("0", NumberFormats.score(0));
    }

    @Test
    void scoreAndErrorShareDecimalsSoTheErrorKeepsItsDigits() {
        assertEquals("1,234.5 ± 12.3", NumberFormats.scoreWithError(1234.5, 12.3));
        assertEquals("24.690 ± 0.200", NumberFormats.scoreWithError(24.69, 0.2));
        assertEquals("1,500,000 ± 20,000", NumberFormats.scoreWithError(1_500_000, 20_000.0));
        assertEquals("10.00 ±?", NumberFormats.scoreWithError(10, null));
        assertEquals("100,139 ± 0", NumberFormats.scoreWithError(100_139.008, 0.0000001), "no digits of noise");
    }

    @Test
    void ratiosUseTwoDecimalsThreeNearOneAndTwoSignificantWhenSmall() {
        assertEquals("0.42", NumberFormats.ratio(0.42));
        assertEquals("1.30", NumberFormats.ratio(1.3));
        assertEquals("0.996", NumberFormats.ratio(0.996));
        assertEquals("1.004", NumberFormats.ratio(1.004));
        assertEquals("0.020", NumberFormats.ratio(0.02));
        assertEquals("0.0019", NumberFormats.ratio(0.0019));
        assertEquals("1,234.57", NumberFormats.ratio(1234.567));
    }

    @Test
    void numbersNoPlainFormFitsAreWrittenWithAPowerOfTen() {
        // A damaged input's 1e308 made every table line 400 characters wide; 1e-9 printed as 0.000000.
        assertEquals("1.000e308", NumberFormats.score(1e308));
        assertEquals("1.235e15", NumberFormats.score(1_234_567_890_123_456.0));
        assertEquals("999,999,999,999,999", NumberFormats.score(999_999_999_999_999.0), "plain up to 1e15");
        assertEquals("1.235e-7", NumberFormats.score(1.2345e-7));
        assertEquals("-2.000e20", NumberFormats.score(-2e20));
        assertEquals("1.000e308 ± 2.00e306", NumberFormats.scoreWithError(1e308, 2e306));
        assertEquals("1.000e-9 ± 0", NumberFormats.scoreWithError(1e-9, 0.0));
        assertEquals("12.00 ± 3.00e20", NumberFormats.scoreWithError(12, 3e20));
        assertEquals("1.00e306", NumberFormats.ratio(1e306));
        assertEquals("1.00e-306", NumberFormats.ratio(1e-306));
        assertEquals("1.00e-306 [9.00e-307–1.10e-306]", NumberFormats.ratioWithInterval(1e-306, 9e-307, 1.1e-306));
        assertEquals("1.00e20", NumberFormats.three(1e20));
        assertEquals("9.09e87 TB", NumberFormats.bytes(1e100));
        for (double value : new double[] {1e308, -1e308, 1e-308, Double.MIN_VALUE, 1e100 / 3}) {
            assertTrue(NumberFormats.score(value).length() <= 10, NumberFormats.score(value));
            assertTrue(NumberFormats.scoreWithError(value, Math.abs(value) / 7).length() <= 22,
                    NumberFormats.scoreWithError(value, Math.abs(value) / 7));
            assertTrue(NumberFormats.ratio(value).length() <= 10, NumberFormats.ratio(value));
        }
    }

    @Test
    void bytesAreHumanReadable() {
        assertEquals("480 B", NumberFormats.bytes(480.0));
        assertEquals("0 B", NumberFormats.bytes(0.0001));
        assertEquals("1.2 KB", NumberFormats.bytes(1228.8));
        assertEquals("48 KB", NumberFormats.bytes(48.0 * 1024));
        assertEquals("3.0 MB", NumberFormats.bytes(3.0 * 1024 * 1024));
        assertEquals("-", NumberFormats.bytes(null));
    }

    @Test
    void plainNumbersAreFullPrecisionWithoutExponentOrGrouping() {
        assertEquals("1234.5", NumberFormats.plain(1234.5));
        assertEquals("0.0001", NumberFormats.plain(1.0E-4));
        assertEquals("1200", NumberFormats.plain(1200.0));
        assertEquals("1500000", NumberFormats.plain(1_500_000.0));
        assertEquals("", NumberFormats.plain(null));
        assertEquals("NaN", NumberFormats.plain(Double.NaN));
    }
}
