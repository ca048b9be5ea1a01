package io.github.benchplugin.report.table;

import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Equivalence;
import io.github.benchplugin.model.result.Verdict;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ComparisonTextTest {

    @Test
    void significantDifferencesShowIntervalAndDirection() {
        assertEquals("0.42 [0.40–0.44] faster",
                ComparisonText.withVerdict(Comparison.builder("17").ratio(0.42).ciLow(0.40).ciHigh(0.44)
                        .verdict(Verdict.FASTER).pValue(0.001).build()));
        assertEquals("1.80 [1.70–1.90] slower",
                ComparisonText.withVerdict(Comparison.builder("17").ratio(1.8).ciLow(1.7).ciHigh(1.9)
                        .verdict(Verdict.SLOWER).pValue(0.001).build()));
    }

    @Test
    void undecidedIsATildeWithTheSmallestDifferenceTheDataExclude() {
        assertEquals("1.01 [0.97–1.05] ~",
                ComparisonText.withVerdict(Comparison.builder("17").ratio(1.01).ciLow(0.97).ciHigh(1.05)
                        .verdict(Verdict.UNDECIDED).pValue(0.4).build()), "a file without the equivalence interval");
        // 90% interval [0.90-1.11]: differences beyond +-11.2% (1/0.90 - 1) are excluded, rounded up to 12%.
        assertEquals("1.01 [0.88–1.14] ~ (±12%)",
                ComparisonText.withVerdict(Comparison.builder("17").ratio(1.01).ciLow(0.88).ciHigh(1.14)
                        .verdict(Verdict.UNDECIDED).pValue(0.4)
                        .equivalence(new Equivalence(0.90, 1.11, 0.90, 0.03, 0.05, 3)).build()));
        assertEquals("1.000 [0.960–1.040] ~ (±3.5%)",
                ComparisonText.withVerdict(Comparison.builder("17").ratio(1.0).ciLow(0.96).ciHigh(1.04)
                        .verdict(Verdict.UNDECIDED).pValue(0.9)
                        .equivalence(new Equivalence(0.975, 1.0341, 0.90, 0.03, 0.02, 5)).build()));
    }

    @Test
    void sameIsSaidInWords() {
        assertEquals("1.000 [0.990–1.010] same",
                ComparisonText.withVerdict(Comparison.builder("17").ratio(1.0).ciLow(0.99).ciHigh(1.01)
                        .verdict(Verdict.SAME).pValue(0.9)
                        .equivalence(new Equivalence(0.993, 1.007, 0.90, 0.03, 0.005, 10)).build()));
    }

    @Test
    void unknownVerdictIsAQuestionMarkWithItsReasonUnderTheTable() {
        assertEquals("1.30 [0.90–1.80] ?",
                ComparisonText.withVerdict(Comparison.builder("17").ratio(1.3).ciLow(0.9).ciHigh(1.8)
                        .verdict(Verdict.UNKNOWN).note("few samples").build()));
        String text = ComparisonText.withVerdict(Comparison.unknown("17", 1.3, "x".repeat(200)));
        assertTrue(text.length() < 20, text);
    }

    @Test
    void aMissingIntervalIsShownAndNeverCarriesAVerdict() {
        // The model claims "faster", but without an interval the table must not repeat that claim.
        Comparison noInterval = Comparison.builder("17").ratio(1.3).verdict(Verdict.FASTER).note("single fork").build();
        assertEquals("1.30 ±? ?", ComparisonText.withVerdict(noInterval));
        assertEquals(Verdict.UNKNOWN, ComparisonText.shownVerdict(noInterval));
    }

    @Test
    void aSmallLowerBoundKeepsItsDigits() {
        assertEquals("0.65 [0.0024–171.70]",
                ComparisonText.withoutVerdict(Comparison.builder("17").ratio(0.65).ciLow(0.0024).ciHigh(171.7)
                        .verdict(Verdict.UNKNOWN).build()));
        assertEquals("0.020 [0.019–0.021] faster",
                ComparisonText.withVerdict(Comparison.builder("x").ratio(0.02).ciLow(0.019).ciHigh(0.021)
                        .verdict(Verdict.FASTER).build()));
    }

    @Test
    void noRatioAtAll() {
        assertEquals("?", ComparisonText.withVerdict(Comparison.unknown("17", null, "failed cell")));
        assertEquals("-", ComparisonText.withVerdict(null));
    }

    @Test
    void summariesHaveNoVerdict() {
        assertEquals("0.95 [0.90–1.00]",
                ComparisonText.withoutVerdict(Comparison.builder("17").ratio(0.95).ciLow(0.9).ciHigh(1.0)
                        .verdict(Verdict.UNKNOWN).note("n").build()));
        assertEquals("0.95 ±?",
                ComparisonText.withoutVerdict(Comparison.builder("17").ratio(0.95).verdict(Verdict.UNKNOWN).note("n")
                        .build()));
    }
}
