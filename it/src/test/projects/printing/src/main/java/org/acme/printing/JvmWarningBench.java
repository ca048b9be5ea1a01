package org.acme.printing;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;

import java.util.concurrent.TimeUnit;

/**
 * A measured JVM that prints before main: a deprecation warning on standard error and the GC log's
 * first line on standard output, both from the JVM itself.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class JvmWarningBench {

    @Benchmark
    @Fork(jvmArgsAppend = {"-Xverify:none", "-Xlog:gc"})
    public long warned() {
        long sum = 0;
        for (int i = 0; i < 1000; i++) {
            sum += i * 31L ^ sum;
        }
        return sum;
    }
}
