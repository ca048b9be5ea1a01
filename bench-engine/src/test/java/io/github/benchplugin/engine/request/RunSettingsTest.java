package io.github.benchplugin.engine.request;

import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.engine.config.FloorSetting;
import io.github.benchplugin.engine.config.RawSettings;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RunSettingsTest {

    @Test
    void nothingGivenIsTheDefaultRun() {
        RunSettings s = RunSettings.parse(RawSettings.EMPTY, List.of());
        assertEquals("default", s.job().preset());
        assertEquals(List.of(), s.rows().include());
        assertNull(s.rows().shard());
        assertEquals(FloorSetting.AUTO, s.measurement().floor());
        assertEquals(Duration.ofHours(1), s.measurement().lockWait());
        assertNull(s.measurement().timeout());
        assertFalse(s.measurement().resume());
        assertFalse(s.measurement().duet(), "bench.duet is off unless asked for");
        assertTrue(s.measurement().precision().isEmpty());
        assertEquals(List.of(), s.columns().profiles(), "no profile dimension");
        assertFalse(s.output().explain().enabled());
    }

    @Test
    void eachValueLandsInItsNamedSetting() {
        RunSettings s = RunSettings.parse(RawSettings.builder()
                .put("bench.include", "Concat,Pool").put("bench.exclude", "Slow").put("bench.shard", "2/3")
                .put("bench.floor", "false").put("bench.timeout", "5m").put("bench.lockWait", "10s")
                .put("bench.resume", "TRUE").put("bench.profiles", "g1,parallel").put("bench.compareProfiles", "true")
                .put("bench.profilers", List.of("stack", "cl")).put("bench.explain", "all").build(), List.of());
        assertEquals(List.of("Concat", "Pool"), s.rows().include());
        assertEquals(List.of("Slow"), s.rows().exclude());
        assertEquals("2/3", s.rows().shard().toString());
        assertEquals(FloorSetting.NEVER, s.measurement().floor());
        assertEquals(Duration.ofMinutes(5), s.measurement().timeout());
        assertEquals(Duration.ofSeconds(10), s.measurement().lockWait());
        assertTrue(s.measurement().resume());
        assertEquals(List.of("g1", "parallel"), s.columns().profiles().stream().map(p -> p.name()).toList());
        assertTrue(s.columns().compareProfiles());
        assertEquals(List.of("stack", "cl"), s.output().profilers().stream().map(p -> p.name()).toList());
        assertTrue(s.output().explain().enabled());
    }

    @Test
    void aPrecisionTargetRunsOneForkPerRoundUpToItsMaximum() {
        RunSettings s = RunSettings.parse(RawSettings.builder().put("bench.targetError", "2%")
                .put("bench.forks", "6").build(), List.of());
        assertEquals(6, s.job().forks());
        assertEquals(6, s.job().rounds());
        assertEquals(6, s.measurement().precision().orElseThrow().maxForks());
    }

    @Test
    void aBooleanThatIsNotOneIsRefusedNotReadAsFalse() {
        assertEquals("bench.resume 'yes' is not a boolean; allowed: true, false",
                bad(RawSettings.builder().put("bench.resume", "yes").build()));
    }

    @Test
    void duetIsAFlag() {
        assertTrue(RunSettings.parse(RawSettings.builder().put("bench.duet", "true").build(), List.of()).measurement()
                .duet());
        assertEquals("bench.duet 'pairs' is not a boolean; allowed: true, false",
                bad(RawSettings.builder().put("bench.duet", "pairs").build()));
    }

    @Test
    void theWarmUpHorizonReachesTheProbesAndABadOneIsRefusedBeforeAnythingRuns() {
        RunSettings s = RunSettings.parse(RawSettings.builder().put("bench.warmupHorizon", "5s").build(), List.of());
        assertEquals(50, s.job().horizon(), "5 s of 100 ms iterations: the probe forks' least");
        assertEquals("5s", s.job().describe().get("warmupHorizon"));
        assertTrue(bad(RawSettings.builder().put("bench.warmupHorizon", "1s").build())
                .startsWith("bench.warmupHorizon '1s' is too short for a probe to see a warm-up end; allowed: 4s to 25s"));
    }

    @Test
    void explainsMachineCodeUnlessTurnedOff() {
        RawSettings explain = RawSettings.builder().put("bench.explain", "true").build();
        assertTrue(RunSettings.parse(explain, List.of()).output().explain().machineCode());
        assertFalse(RunSettings.parse(explain.with("bench.explainMachineCode", "false"), List.of()).output().explain()
                .machineCode());
        assertTrue(RunSettings.parse(explain.with("bench.explainMachineCode", "false"), List.of()).output().explain()
                .enabled(), "the JFR evidence stays");
        assertEquals("bench.explainMachineCode 'no' is not a boolean; allowed: true, false",
                bad(explain.with("bench.explainMachineCode", "no")));
    }

    @Test
    void comparisonsOfRuntimesAreRefusedWithTheIsolationCheck() {
        assertEquals("bench.targetError '2%' cannot be combined with bench.verifyIsolation, which compares placements,"
                        + " not runtimes; drop one of them",
                bad(RawSettings.builder().put("bench.verifyIsolation", "true").put("bench.targetError", "2%").build()));
        assertTrue(bad(RawSettings.builder().put("bench.verifyIsolation", "true").put("bench.explain", "true").build())
                .startsWith("bench.explain 'true' cannot be combined with bench.verifyIsolation"));
    }

    @Test
    void everyKindOfValueIsCheckedHere() {
        assertTrue(bad(RawSettings.builder().put("bench.lockWait", "soon").build()).startsWith("bench.lockWait 'soon'"));
        assertTrue(bad(RawSettings.builder().put("bench.shard", "4/3").build()).startsWith("bench.shard '4/3'"));
        assertTrue(bad(RawSettings.builder().put("bench.floor", "maybe").build()).startsWith("bench.floor 'maybe'"));
        assertTrue(bad(RawSettings.builder().put("bench.forks", "two").build()).startsWith("bench.forks 'two'"));
        assertTrue(bad(RawSettings.builder().put("bench.profiles", "nope").build()).contains("nope"));
        assertTrue(bad(RawSettings.builder().put("bench.maxTime", "10m").build()).startsWith("bench.maxTime '10m'"));
    }

    private static String bad(RawSettings raw) {
        return assertThrows(BadInputException.class, () -> RunSettings.parse(raw, List.of())).getMessage();
    }
}
