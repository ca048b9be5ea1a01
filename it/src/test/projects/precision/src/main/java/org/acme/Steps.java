package org.acme;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/** The work and the fork counter the benchmarks of this project share. */
final class Steps {

    private Steps() {
    }

    /** n dependent multiply-adds: the JIT can neither vectorise nor skip them, so time grows with n. */
    static long steps(long x, int n) {
        for (int i = 0; i < n; i++) {
            x = x * 6364136223846793005L + i;
        }
        return x;
    }

    /** Counts the forks that ran a benchmark, across JVMs, in a file the test names: 1 for the first. */
    static int nextFork(Path counter) throws IOException {
        int n = Files.exists(counter) ? Integer.parseInt(Files.readString(counter).trim()) : 0;
        Files.writeString(counter, Integer.toString(n + 1), StandardOpenOption.CREATE,
                StandardOpenOption.TRUNCATE_EXISTING);
        return n + 1;
    }
}
