package io.github.benchplugin.report.html;



import io.github.benchplugin.model.result.Evidence;
import io.github.benchplugin.model.result.Evidence.FoldedStack;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FlameGraphTest {

    private static Evidence stacks(FoldedStack... stacks) {
        long samples = java.util.Arrays.stream(stacks).mapToLong(FoldedStack::samples).sum();
        return new Evidence("x.jfr", samples, List.of(), List.of(), List.of(), null, null, null, List.of(stacks));
    }

    private static final Evidence ON_17 = stacks(
            new FoldedStack(List.of("org.acme.Stub.run", "org.acme.Bench.hash", "java.util.Arrays.hashCode"), 90),
            new FoldedStack(List.of("org.acme.Stub.run", "org.acme.Bench.hash"), 10));
    private static final Evidence ON_25 = stacks(
            new FoldedStack(List.of("org.acme.Stub.run", "org.acme.Bench.hash"), 95),
            new FoldedStack(List.of("org.acme.Stub.run", "jdk.internal.util.ArraysSupport.vectorizedHashCode"), 5));

    @Test
    void everyCallPathIsAFrameAsWideAsItsShare() {
        String svg = FlameGraph.svg(ON_17, null, "17");
        assertEquals(3, svg.split("<rect ", -1).length - 1, svg);
        assertTrue(svg.contains("width=\"" + Svg.px(FlameGraph.WIDTH * 0.9 - 0.5) + "\""), "Arrays.hashCode at 90%: " + svg);
        assertTrue(svg.contains("<title>java.util.Arrays.hashCode: 90.0%</title>"), svg);
        assertTrue(svg.contains(">Arrays.hashCode</text>"), "the short name where it fits: " + svg);
    }

    @Test
    void againstAReferenceFramesThatGainedOrLostShareAreMarked() {
        String svg = FlameGraph.svg(ON_25, ON_17, "25 against 17");
        assertTrue(svg.contains("<g class=\"frame gain\"><rect") && svg.contains("vectorizedHashCode: 5.0% (reference 0.0%)"), svg);
        assertTrue(svg.contains("<g class=\"frame\"><rect x=\"0\" y=\"0\""), "the stub: 100% on both: " + svg);
        String back = FlameGraph.svg(ON_17, ON_25, "17 against 25");
        assertTrue(back.contains("<g class=\"frame gain\">") || back.contains("<g class=\"frame loss\">"), back);
        assertTrue(back.contains("java.util.Arrays.hashCode: 90.0% (reference 0.0%)"), back);
    }

    @Test
    void aFewSamplesOutsideTheBenchmarkAreNotASecondTree() {
        Evidence withHarness = stacks(new FoldedStack(List.of("org.acme.Stub.run", "org.acme.Bench.hash"), 99),
                new FoldedStack(List.of("java.lang.Thread.run", "java.util.concurrent.CyclicBarrier.await"), 1));
        String svg = FlameGraph.svg(withHarness, null, "17");
        assertTrue(!svg.contains("CyclicBarrier"), svg);
        assertTrue(svg.contains("org.acme.Bench.hash: 99.0%"), "widths stay shares of all samples: " + svg);
    }

    @Test
    void noStacksNoGraph() {
        assertEquals("", FlameGraph.svg(stacks(), null, "none"));
    }
}
