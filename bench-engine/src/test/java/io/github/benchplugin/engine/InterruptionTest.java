package io.github.benchplugin.engine;

import io.github.benchplugin.jdk.EngineJvm;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;

class InterruptionTest {

    @Test
    void saysWhatWasKeptAndHowToFinishTheRunThroughEachDoor() {
        assertEquals("Interrupted: 7 of 12 cells finished and are kept in target/bench/results.json; the same command"
                        + " with -Dbench.resume=true finishes the run, measuring only the 5 left",
                Interruption.message(7, 12, Path.of("target/bench"), EngineJvm.MAVEN));
        assertEquals("Interrupted: 0 of 3 cells finished and are kept in out/results.json; the same command with"
                        + " --resume finishes the run, measuring only the 3 left",
                Interruption.message(0, 3, Path.of("out"), EngineJvm.CLI));
    }
}
