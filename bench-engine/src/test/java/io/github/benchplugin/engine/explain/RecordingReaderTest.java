package io.github.benchplugin.engine.explain;

import io.github.benchplugin.model.result.Evidence;
import jdk.jfr.Configuration;
import jdk.jfr.Recording;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Reads a real recording, made here with our own explain.jfc around a loop in a thread named as
 * JMH names its workers: the loop's method is the hot one and the allocated class is the site.
 */
class RecordingReaderTest {

    @TempDir
    static Path dir;
    private static Evidence evidence;
    /** Kept reachable so the allocations cannot be removed. */
    static volatile Object sink;

    /** Allocated by the loop: the allocation site the evidence must name. */
    record Point(long x, long y) {
    }

    @BeforeAll
    static void record() throws Exception {
        Configuration settings;
        try (Reader jfc = new InputStreamReader(RecordingReader.class.getResourceAsStream("explain.jfc"), StandardCharsets.UTF_8)) {
            settings = Configuration.create(jfc);
        }
        Path file = dir.resolve("test.jfr");
        try (Recording recording = new Recording(settings)) {
            recording.start();
            Thread worker = new Thread(RecordingReaderTest::spin, "org.acme.Bench.run-jmh-worker-1");
            worker.start();
            worker.join();
            recording.stop();
            recording.dump(file);
        }
        evidence = RecordingReader.read(file, "explain/row/17.jfr");
    }

    /**
     * About 600 ms of this thread's CPU time in allocation and arithmetic in one method: at explain.jfc's
     * 10 ms period about 60 samples, six times the 10 the test asks for. CPU time, not wall time: on a
     * loaded machine 600 ms of wall time can leave the thread too few samples. The clock is read once
     * per 50,000 steps: the sampler skips a thread that is in native code (the clock is a native
     * call), and with the clock read every 1,000 steps a run once kept only 6 samples.
     */
    static void spin() {
        java.lang.management.ThreadMXBean cpu = java.lang.management.ManagementFactory.getThreadMXBean();
        long cpuEnd = cpu.getCurrentThreadCpuTime() + 600_000_000L;
        long wallEnd = System.nanoTime() + 20_000_000_000L; // never longer than this, however loaded
        List<Point> points = new ArrayList<>();
        long sum = 0;
        while (cpu.getCurrentThreadCpuTime() < cpuEnd && System.nanoTime() < wallEnd) {
            for (int i = 0; i < 50_000; i++) {
                Point p = new Point(i, sum);
                sum += p.x() * 31 + p.y();
                if ((i & 4095) == 0) {
                    points.add(p);
                }
            }
            if (points.size() > 10_000) {
                sink = points;
                points = new ArrayList<>();
            }
        }
        sink = sum;
    }

    @Test
    void theLoopIsTheHotMethodWithItsShareOfTheWorkersSamples() {
        assertTrue(evidence.samples() > 10, () -> "samples: " + evidence.samples());
        assertTrue(evidence.hotTotal().stream().anyMatch(m -> m.method().endsWith("RecordingReaderTest.spin")),
                evidence.hotTotal()::toString);
        assertTrue(evidence.hotSelf().stream().mapToDouble(Evidence.MethodShare::share).sum() <= 1.0001);
        assertEquals("explain/row/17.jfr", evidence.recording());
    }

    @Test
    void theStacksForTheFlameGraphGoFromTheBottomToTheTopFrame() {
        assertTrue(evidence.stacks().stream().anyMatch(s -> s.frames().contains(RecordingReaderTest.class.getName() + ".spin")
                && s.frames().get(0).equals("java.lang.Thread.run")), evidence.stacks()::toString);
        assertTrue(evidence.stacks().stream().mapToLong(Evidence.FoldedStack::samples).sum() <= evidence.samples());
    }

    @Test
    void theAllocatedClassIsAnAllocationSite() {
        assertTrue(evidence.allocations().stream().anyMatch(a -> a.objectClass().endsWith("RecordingReaderTest$Point")
                || a.frame().endsWith("RecordingReaderTest.spin")), evidence.allocations()::toString);
        assertTrue(evidence.allocations().stream().allMatch(a -> a.bytes() > 0));
    }

    @Test
    void theJitIsRecordedWithOurSettings() {
        // explain.jfc sets jdk.Compilation's threshold to 0: the default (1 s) would record almost none.
        assertTrue(evidence.jit().compilations() > 0, evidence.jit()::toString);
    }

    @Test
    void arrayDescriptorsReadAsJavaWritesThem() {
        assertEquals("int[]", RecordingReader.typeName("[I"));
        assertEquals("java.lang.String[][]", RecordingReader.typeName("[[Ljava.lang.String;"));
        assertEquals("org.acme.Point", RecordingReader.typeName("org.acme.Point"));
    }
}
