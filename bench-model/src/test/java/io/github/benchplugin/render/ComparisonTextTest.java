package io.github.benchplugin.render;

import io.github.benchplugin.model.Comparison;
import io.github.benchplugin.model.Verdict;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ComparisonTextTest {

    @Test
    void significantDifferencesShowIntervalAndDirection() {
        assertEquals("0.42 [0.40–0.44] faster",
                ComparisonText.withVerdict(new Comparison("17", 0.42, 0.40, 0.44, Verdict.FASTER, 0.001, null)));
        assertEquals("1.80 [1.70–1.90] slower",
                ComparisonText.withVerdict(new Comparison("17", 1.8, 1.7, 1.9, Verdict.SLOWER, 0.001, null)));
    }

    @Test
    void noSignificantDifferenceIsATilde() {
        assertEquals("1.01 [0.97–1.05] ~",
                ComparisonText.withVerdict(new Comparison("17", 1.01, 0.97, 1.05, Verdict.SAME, 0.4, null)));
    }

    @Test
    void unknownVerdictIsAQuestionMarkWithItsReasonUnderTheTable() {
        assertEquals("1.30 [0.90–1.80] ?",
                ComparisonText.withVerdict(new Comparison("17", 1.3, 0.9, 1.8, Verdict.UNKNOWN, null, "few samples")));
        String text = ComparisonText.withVerdict(Comparison.unknown("17", 1.3, "x".repeat(200)));
        assertTrue(text.length() < 20, text);
    }

    @Test
    void aMissingIntervalIsShownAndNeverCarriesAVerdict() {
        // The model claims "faster", but without an interval the table must not repeat that claim.
        Comparison noInterval = new Comparison("17", 1.3, null, null, Verdict.FASTER, null, "single fork");
        assertEquals("1.30 ±? ?", ComparisonText.withVerdict(noInterval));
        assertEquals(Verdict.UNKNOWN, ComparisonText.shownVerdict(noInterval));
    }

    @Test
    void aSmallLowerBoundKeepsItsDigits() {
        assertEquals("0.65 [0.0024–171.70]",
                ComparisonText.withoutVerdict(new Comparison("17", 0.65, 0.0024, 171.7, Verdict.UNKNOWN, null, null)));
        assertEquals("0.020 [0.019–0.021] faster",
                ComparisonText.withVerdict(new Comparison("x", 0.02, 0.019, 0.021, Verdict.FASTER, null, null)));
    }

    @Test
    void noRatioAtAll() {
        assertEquals("?", ComparisonText.withVerdict(Comparison.unknown("17", null, "failed cell")));
        assertEquals("-", ComparisonText.withVerdict(null));
    }

    @Test
    void summariesHaveNoVerdict() {
        assertEquals("0.95 [0.90–1.00]",
                ComparisonText.withoutVerdict(new Comparison("17", 0.95, 0.9, 1.0, Verdict.UNKNOWN, null, "n")));
        assertEquals("0.95 ±?",
                ComparisonText.withoutVerdict(new Comparison("17", 0.95, null, null, Verdict.UNKNOWN, null, "n")));
    }
}
