package io.github.benchplugin.report.table;

import io.github.benchplugin.model.result.AllocComparison;
import io.github.benchplugin.model.result.AllocVerdict;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Verdict;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class AllocationTextTest {

    @Test
    void theVerdictFollowsTheBytes() {
        assertEquals(" 2.00x more", AllocationText.suffix(with(2.0, AllocVerdict.MORE), null));
        assertEquals(" 0.50x less", AllocationText.suffix(with(0.5, AllocVerdict.LESS), null));
        assertEquals(" same", AllocationText.suffix(with(1.0, AllocVerdict.SAME), null));
        assertEquals(" ~", AllocationText.suffix(with(1.0, AllocVerdict.UNDECIDED), null));
        assertEquals(" ?", AllocationText.suffix(with(1.5, AllocVerdict.UNKNOWN), null));
    }

    @Test
    void theBaselineColumnShowsNothingAndAPreviousChangeIsAdded() {
        assertEquals("", AllocationText.suffix(null, with(1.0, AllocVerdict.SAME)));
        assertEquals(", vs previous 1.94x more", AllocationText.suffix(null, with(1.94, AllocVerdict.MORE)));
    }

    private static Comparison with(double ratio, AllocVerdict verdict) {
        return Comparison.builder("17").ratio(1.0).ciLow(0.9).ciHigh(1.1).verdict(Verdict.SAME).pValue(0.5).build()
                .withAlloc(new AllocComparison(ratio, verdict, null));
    }
}
