package io.github.benchplugin.engine.profilers;

import java.util.ArrayList;
import java.util.List;

/**
 * A profiler's text result in JMH's human-readable output: the block after
 * {@code Secondary result "<benchmark>:<profiler>":} up to the next result or the end of the run.
 */
final class ProfilerText {

    private ProfilerText() {
    }

    /** The profiler's block without its heading, or "" when JMH printed none. */
    static String of(List<String> jmhOutput, String profiler) {
        List<String> block = new ArrayList<>();
        boolean inBlock = false;
        for (String line : jmhOutput) {
            if (line.startsWith("Secondary result \"") || line.startsWith("# Run complete")
                    || line.startsWith("Result \"")) {
                inBlock = line.startsWith("Secondary result \"") && line.endsWith(":" + profiler + "\":");
                continue;
            }
            if (inBlock) {
                block.add(line);
            }
        }
        while (!block.isEmpty() && block.get(block.size() - 1).isBlank()) {
            block.remove(block.size() - 1);
        }
        return block.isEmpty() ? "" : String.join("\n", block) + "\n";
    }
}
