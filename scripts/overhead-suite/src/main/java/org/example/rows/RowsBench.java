package org.example.rows;

import org.openjdk.jmh.annotations.*;
import java.util.concurrent.TimeUnit;

/** 5 methods x 100 parameter values = 500 rows. */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class RowsBench {

    @Param({"1","2","3","4","5","6","7","8","9","10","11","12","13","14","15","16","17","18","19","20","21","22","23","24","25","26","27","28","29","30","31","32","33","34","35","36","37","38","39","40","41","42","43","44","45","46","47","48","49","50","51","52","53","54","55","56","57","58","59","60","61","62","63","64","65","66","67","68","69","70","71","72","73","74","75","76","77","78","79","80","81","82","83","84","85","86","87","88","89","90","91","92","93","94","95","96","97","98","99","100"})
    public int n;

    @Benchmark
    public int add() { return n + 1; }

    @Benchmark
    public int mul() { return n * 31; }

    @Benchmark
    public int xor() { return n ^ 0x5bd1e995; }

    @Benchmark
    public int shift() { return n << 3; }

    @Benchmark
    public double log() { return Math.log(n); }
}
