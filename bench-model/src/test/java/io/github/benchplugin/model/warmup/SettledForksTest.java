package io.github.benchplugin.model.warmup;

import io.github.benchplugin.model.result.ForkStopReason;
import io.github.benchplugin.model.result.Mode;
import io.github.benchplugin.model.result.Warmup;
import io.github.benchplugin.model.result.WarmupClass;
import io.github.benchplugin.model.result.WarmupFork;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleUnaryOperator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Which forks of a bench.warmup=auto cell settled (issue 50), on fake forks of 100 ms iterations with 2% noise:
 * a probe of 10 s that costs 8x for its first second, and later forks as a busy machine leaves them.
 */
class SettledForksTest {

    private static final DoubleUnaryOperator PLATEAU_1S = t -> t < 1 ? 800 : 100;

    private static WarmupFork probe(DoubleUnaryOperator cost) {
        return SteadyStateRuleTest.fork(100, cost, 1).stopped(true, ForkStopReason.HORIZON);
    }

    private static WarmupFork later(int iterations, DoubleUnaryOperator cost, long seed, ForkStopReason stop) {
        return SteadyStateRuleTest.fork(iterations, cost, seed).stopped(false, stop);
    }

    /** The cell's forks classified as the run does, then judged. */
    private static Warmup judged(WarmupFork... forks) {
        WarmupAnalysis analysis = new WarmupAnalysis();
        return analysis.settled(analysis.of(List.of(forks), Mode.AVERAGE_TIME), Mode.AVERAGE_TIME);
    }

    /** 1-based numbers of the forks judged never settled. */
    private static List<Integer> neverSettled(Warmup warmup) {
        List<Integer> numbers = new ArrayList<>();
        for (int f = 0; f < warmup.forks().size(); f++) {
            if (warmup.forks().get(f).neverSettled()) {
                numbers.add(f + 1);
            }
        }
        return numbers;
    }

    @Test
    void aForkWithoutASteadyStateNeverSettledWhateverStoppedIt() {
        DoubleUnaryOperator drifting = t -> 200 - 100 * t / 4.0;
        Warmup warmup = judged(probe(PLATEAU_1S),
                later(34, PLATEAU_1S, 2, ForkStopReason.PROBE_ONSET),
                later(40, drifting, 3, ForkStopReason.CAP),
                later(40, drifting, 4, ForkStopReason.PROBE_ONSET));
        assertEquals(WarmupClass.NONE, warmup.forks().get(2).kind());
        assertEquals(List.of(3, 4), neverSettled(warmup));
    }

    @Test
    void aLaterForkStillOnItsPlateauAtItsCapNeverSettledThoughItIsLevelThere() {
        // The plateau outlasted the fork (a busier moment compiled later): level at 8x, so the rule calls it steady.
        Warmup warmup = judged(probe(PLATEAU_1S),
                later(34, PLATEAU_1S, 2, ForkStopReason.PROBE_ONSET),
                later(54, t -> 800, 3, ForkStopReason.CAP));
        assertTrue(warmup.forks().get(2).kind().steady(), "level at 8x: " + warmup.forks().get(2).kind());
        assertEquals(List.of(3), neverSettled(warmup));
    }

    @Test
    void aLaterForkAtItsCapThatTheRuleFindsSteadyAtTheProbesLevelSettled() {
        // Its plateau lasted 2.5 s, not 1 s: the host's minimum ran out before its window was steady, the rule
        // still finds its steady state at the probe's level, 5% up (a busier moment).
        Warmup warmup = judged(probe(PLATEAU_1S),
                later(54, t -> t < 2.5 ? 800 : 105, 3, ForkStopReason.CAP));
        assertEquals(WarmupClass.WARMUP, warmup.forks().get(1).kind());
        assertEquals(List.of(), neverSettled(warmup));
        assertNull(warmup.forks().get(1).settled(), "absent from results.json");
    }

    @Test
    void aLaterForkFasterThanItsProbeSettledThoughItRanToItsCap() {
        // A busy moment slowed the probe's steady part 2x; the later fork reached the row's cost: no warm-up left.
        Warmup warmup = judged(probe(t -> t < 1 ? 800 : 200),
                later(54, t -> t < 1 ? 800 : 100, 3, ForkStopReason.CAP));
        assertEquals(List.of(), neverSettled(warmup));
    }

    @Test
    void afterAFlatProbeALaterForkAtItsBudgetIsHeldToTheProbesLevel() {
        Warmup warmup = judged(probe(t -> 100),
                later(18, t -> 110, 2, ForkStopReason.BUDGET),
                later(18, t -> 800, 3, ForkStopReason.BUDGET));
        assertEquals(List.of(3), neverSettled(warmup));
    }

    @Test
    void aProbeIsNeverHeldToALevelAndAForkStoppedOnItsOwnWindowWasHeldByTheHost() {
        Warmup warmup = judged(probe(PLATEAU_1S), probe(t -> 800),
                later(34, t -> 100, 2, ForkStopReason.STEADY));
        assertEquals(List.of(), neverSettled(warmup));
    }

    @Test
    void aForkTooShortToClassifyIsNotJudged() {
        Warmup warmup = judged(probe(PLATEAU_1S), later(3, t -> 800, 2, ForkStopReason.CAP));
        assertNull(warmup.forks().get(1).kind());
        assertFalse(warmup.forks().get(1).neverSettled());
    }

    @Test
    void theTimeToSteadyStateIsTakenOverTheForksThatSettled() {
        // The fork still on its plateau is steady from its start by the rule (0.2 s), but at 8x: no time to steady.
        Warmup warmup = judged(probe(PLATEAU_1S),
                later(34, PLATEAU_1S, 2, ForkStopReason.PROBE_ONSET),
                later(54, t -> 800, 3, ForkStopReason.CAP));
        assertEquals(1.2, warmup.steadyAtMinSeconds(), 0.15, "the plateau's end after the 0.2 s start");
        assertEquals(2, warmup.asMetric().rawData().size(), "one value per settled fork");
    }

    @Test
    void aCellWithoutProbesIsJudgedOnItsForksClassesAlone() {
        // A fixed warm-up's forks (stop fixed), or a record without stops: no level to hold them to.
        Warmup warmup = judged(SteadyStateRuleTest.fork(40, t -> 100, 1), SteadyStateRuleTest.fork(40, t -> 800, 2),
                SteadyStateRuleTest.fork(40, t -> 200 - 100 * t / 4.0, 3));
        assertEquals(List.of(3), neverSettled(warmup));
    }
}
