package io.github.benchplugin.engine.hosts;

import io.github.benchplugin.engine.plan.CellRequest;
import java.util.List;

/**
 * What an extra fork that is not measured (bench.explain's recorded fork) changes in a cell's JMH
 * options and JVM flags. Measured forks get {@link #NONE}.
 */
public interface ForkTweak {

    ForkTweak NONE = new ForkTweak() {
        @Override
        public void options(List<String> jmhOptions) {
        }

        @Override
        public List<String> jvmArgs(CellRequest cell) {
            return List.of();
        }
    };

    /** Changes the cell's JMH options in place. */
    void options(List<String> jmhOptions);

    /** Flags appended to the cell's forked JVM. */
    List<String> jvmArgs(CellRequest cell);
}
