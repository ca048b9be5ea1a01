package io.github.benchplugin.engine.profilers;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** JMH 1.37's human-readable output of one cell with -prof stack, jfr and async (JDK 17, this machine). */
class ProfilerTextTest {

    @Test
    void aProfilersTextResultIsItsBlockUpToTheNextResult() throws IOException {
        List<String> output = ProfilerListTest.fixture("stack-jfr-async-output.txt");
        String stack = ProfilerText.of(output, "stack");
        assertTrue(stack.startsWith("Stack profiler:\n"), stack);
        assertTrue(stack.contains("org.acme.SumBench.sum"), stack);
        assertTrue(!stack.contains("# Run complete") && !stack.contains("Secondary result"), stack);
        assertTrue(ProfilerText.of(output, "jfr").startsWith("JFR profiler results:"));
        assertEquals("", ProfilerText.of(output, "comp"));
    }
}
