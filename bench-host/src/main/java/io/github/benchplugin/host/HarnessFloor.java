package io.github.benchplugin.host;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;

import java.util.concurrent.TimeUnit;

/**
 * The harness floor: an empty benchmark, so its score is the cost of the harness itself on a
 * runtime (JMH's measurement loop). A benchmark whose work the JIT removed or folded to a
 * constant measures about the same (consuming a constant result costs next to nothing with JMH's
 * compiler blackholes); one that does real work, however little, measures more. Run on every
 * runtime with the run's settings.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class HarnessFloor {

    /** The name the plugin selects it by. */
    public static final String BENCHMARK = HarnessFloor.class.getName() + ".floor";

    @Benchmark
    public void floor() {
        // nothing: the cost of the harness alone
    }
}
