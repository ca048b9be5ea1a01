package org.acme;

import org.openjdk.jmh.annotations.*;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/** Two parameter values, one of them markup: the report must show it as text. */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class TextBench {
    @Param({"aBcDeFgH", "<b onmouseover=alert(1)>x</b>"})
    String text;

    @Benchmark
    public String upper() {
        return text.toUpperCase(Locale.ROOT);
    }

    @Benchmark
    public String lower() {
        return text.toLowerCase(Locale.ROOT);
    }
}
