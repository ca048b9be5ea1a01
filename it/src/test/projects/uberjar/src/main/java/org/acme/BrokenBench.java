package org.acme;

import org.openjdk.jmh.annotations.Benchmark;

/** Always throws: a failed cell, for the exit code 1 of the command line. */
public class BrokenBench {

    @Benchmark
    public void fails() {
        throw new IllegalStateException("broken on purpose");
    }
}
