package io.github.benchplugin.format;

import io.github.benchplugin.format.NumberFormats;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
