package io.github.benchplugin.engine.lock;

import java.nio.file.Path;
import java.time.Duration;

/**
 * A stand-in for another Maven process: takes the run lock on the file given as the first
 * argument, says "LOCKED", and holds it until its standard input closes.
 */
public final class HoldRunLock {

    private HoldRunLock() {
    }

    public static void main(String[] args) throws Exception {
        try (RunLock lock = RunLock.acquire(Path.of(args[0]), "holder-project", Duration.ofSeconds(30), line -> { })) {
            System.out.println("LOCKED");
            System.out.flush();
            while (System.in.read() >= 0) {
                // hold until the test closes our stdin (or dies, which closes it too)
            }
        }
    }
}
