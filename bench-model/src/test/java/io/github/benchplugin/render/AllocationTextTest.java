package io.github.benchplugin.render;

import io.github.benchplugin.model.AllocComparison;
import io.github.benchplugin.model.AllocVerdict;
import io.github.benchplugin.model.Comparison;
import io.github.benchplugin.model.Verdict;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class AllocationTextTest {

    @Test
    void theVerdictFollowsTheBytes() {
        assertEquals(" 2.00x more", AllocationText.suffix(with(2.0, AllocVerdict.MORE), null));
        assertEquals(" 0.50x less", AllocationText.suffix(with(0.5, AllocVerdict.LESS), null));
        assertEquals(" ~", AllocationText.suffix(with(1.0, AllocVerdict.SAME), null));
        assertEquals(" ?", AllocationText.suffix(with(1.5, AllocVerdict.UNKNOWN), null));
    }

    @Test
    void theBaselineColumnShowsNothingAndAPreviousChangeIsAdded() {
        assertEquals("", AllocationText.suffix(null, with(1.0, AllocVerdict.SAME)));
        assertEquals(", vs previous 1.94x more", AllocationText.suffix(null, with(1.94, AllocVerdict.MORE)));
    }

    private static Comparison with(double ratio, AllocVerdict verdict) {
        return new Comparison("17", 1.0, 0.9, 1.1, Verdict.SAME, 0.5, null)
                .withAlloc(new AllocComparison(ratio, verdict, null));
    }
}
