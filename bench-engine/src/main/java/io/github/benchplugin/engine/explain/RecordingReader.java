package io.github.benchplugin.engine.explain;

import io.github.benchplugin.model.result.Evidence;
import io.github.benchplugin.model.result.Evidence.AllocationSite;
import io.github.benchplugin.model.result.Evidence.Inlining;
import io.github.benchplugin.model.result.Evidence.MethodShare;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedMethod;
import jdk.jfr.consumer.RecordedObject;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordedThread;
import jdk.jfr.consumer.RecordingFile;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads one explain recording into {@link Evidence} with the JDK's own jdk.jfr.consumer API, in
 * one pass. Samples and allocations count only in the benchmark's threads (JMH names them
 * "...-jmh-worker-N"): JMH's own threads would otherwise dilute every share. A recording without
 * such threads (a renamed or custom harness) counts every thread.
 */
public final class RecordingReader {

    /** Entries kept per top list. */
    static final int TOP = 10;
    /** Inlining decisions kept per runtime: a long fork records thousands. */
    static final int MAX_INLINING = 200;
    private static final String WORKER = "jmh-worker";
    /** The package of JMH's generated benchmark classes. */
    private static final String GENERATED = ".jmh_generated.";

    /** Samples and allocations before this are warmup. */
    private Instant steadyFrom = Instant.MIN;
    /** When the benchmark's threads were first sampled: JMH starts them for the first warmup iteration. */
    private Instant firstWorkerSample;
    private final List<Sample> pendingSamples = new ArrayList<>();
    private final List<Allocation> pendingAllocations = new ArrayList<>();
    private final Map<String, Long> self = new HashMap<>();
    private final Map<String, Long> total = new HashMap<>();
    private long samples;
    private long otherThreadSamples;
    private final Map<String, Long> otherSelf = new HashMap<>();
    /** The benchmark's threads' stacks, bottom first, with their sample counts. */
    private final Map<List<String>, Long> stacks = new HashMap<>();
    private final Map<String, Long> otherTotal = new HashMap<>();
    private final Map<String, long[]> allocations = new HashMap<>();
    private final Map<String, String[]> allocationNames = new HashMap<>();
    private long allocatedBytes;
    private long collections;
    private double pauseMillis;
    private double longestPauseMillis;
    private long monitorEnters;
    private double monitorMillis;
    private long parks;
    private double parkMillis;
    private long compilations;
    private long deoptimizations;
    private final Map<String, Integer> tiers = new HashMap<>();
    private final List<Inlining> inlining = new ArrayList<>();

    private RecordingReader() {
    }

    /**
     * @param recording the .jfr file
     * @param shownAs   its path as results.json names it (relative to the output directory)
     */
    public static Evidence read(Path recording, String shownAs) throws IOException {
        return read(recording, shownAs, Duration.ZERO);
    }

    /**
     * @param warmup the fork's warmup: samples and allocations of the benchmark's threads in that
     *               time from their first sample are left out, as JMH leaves warmup out of the score
     *               (the JIT's events are kept: most compilations happen then)
     */
    public static Evidence read(Path recording, String shownAs, Duration warmup) throws IOException {
        RecordingReader reader = new RecordingReader();
        // One pass: samples and allocations wait, in a compact form, until the warmup's end is known
        // (the workers' first sample, which the file may hold anywhere); the rest counts at once.
        try (RecordingFile file = new RecordingFile(recording)) {
            while (file.hasMoreEvents()) {
                reader.accept(file.readEvent());
            }
        }
        reader.steadyFrom = reader.firstWorkerSample == null ? Instant.MIN : reader.firstWorkerSample.plus(warmup);
        reader.pendingSamples.forEach(reader::count);
        reader.pendingAllocations.forEach(reader::count);
        return reader.evidence(shownAs);
    }

    /** An execution sample, reduced to what the evidence counts: its frames from the top down to JMH's stub. */
    private record Sample(Instant time, boolean worker, String[] topDown) {
    }

    /** An allocation sample of a benchmark thread. */
    private record Allocation(Instant time, String objectClass, String frame, long weight) {
    }

    private void accept(RecordedEvent event) {
        switch (event.getEventType().getName()) {
            case "jdk.ExecutionSample" -> sample(event);
            case "jdk.ObjectAllocationSample" -> allocation(event);
            case "jdk.GarbageCollection" -> {
                collections++;
                pauseMillis += millis(event.getDuration("sumOfPauses"));
                longestPauseMillis = Math.max(longestPauseMillis, millis(event.getDuration("longestPause")));
            }
            case "jdk.JavaMonitorEnter" -> {
                if (isWorker(event.getThread())) {
                    monitorEnters++;
                    monitorMillis += millis(event.getDuration());
                }
            }
            case "jdk.ThreadPark" -> {
                if (isWorker(event.getThread())) {
                    parks++;
                    parkMillis += millis(event.getDuration());
                }
            }
            case "jdk.Compilation" -> compilation(event);
            case "jdk.CompilerInlining" -> inlining.add(new Inlining(name(event.getValue("caller")),
                    callee(event.getValue("callee")), event.getBoolean("succeeded"), event.getString("message")));
            case "jdk.Deoptimization" -> deoptimizations++;
            default -> {
                // Other events of the settings are not part of the evidence.
            }
        }
    }

    private void sample(RecordedEvent event) {
        RecordedStackTrace stack = event.getStackTrace();
        boolean worker = isWorker(event.getThread("sampledThread"));
        Instant time = event.getStartTime();
        if (worker && (firstWorkerSample == null || time.isBefore(firstWorkerSample))) {
            firstWorkerSample = time;
        }
        if (stack == null || stack.getFrames().isEmpty()) {
            return;
        }
        List<RecordedFrame> frames = benchmarkPart(stack.getFrames());
        String[] topDown = new String[frames.size()];
        for (int i = 0; i < topDown.length; i++) {
            topDown[i] = name(frames.get(i).getMethod());
        }
        pendingSamples.add(new Sample(time, worker, topDown));
    }

    /** Counts a sample once the warmup's end is known. */
    private void count(Sample sample) {
        if (sample.time().isBefore(steadyFrom)) {
            return;
        }
        boolean worker = sample.worker();
        Map<String, Long> selfCounts = worker ? self : otherSelf;
        Map<String, Long> totalCounts = worker ? total : otherTotal;
        if (worker) {
            samples++;
        } else {
            otherThreadSamples++;
        }
        String[] frames = sample.topDown();
        selfCounts.merge(frames[0], 1L, Long::sum);
        if (worker) {
            List<String> bottomUp = new ArrayList<>(frames.length);
            for (int i = frames.length - 1; i >= 0; i--) {
                bottomUp.add(frames[i]);
            }
            stacks.merge(bottomUp, 1L, Long::sum);
        }
        Set<String> seen = new HashSet<>();
        for (String method : frames) {
            if (seen.add(method)) {
                totalCounts.merge(method, 1L, Long::sum);
            }
        }
    }

    /**
     * The frames from the top down to JMH's generated stub, which calls the benchmark: the frames
     * below it (the thread pool, reflection) are on every sample and would fill the total list
     * with 100% entries that explain nothing. A stack without the stub is kept whole.
     */
    private static List<RecordedFrame> benchmarkPart(List<RecordedFrame> frames) {
        for (int i = 0; i < frames.size(); i++) {
            RecordedMethod method = frames.get(i).getMethod();
            if (method != null && method.getType().getName().contains(GENERATED)) {
                return frames.subList(0, i + 1);
            }
        }
        return frames;
    }

    private void allocation(RecordedEvent event) {
        if (!isWorker(event.getThread("eventThread"))) {
            return;
        }
        RecordedStackTrace stack = event.getStackTrace();
        String frame = stack == null || stack.getFrames().isEmpty() ? "?" : name(stack.getFrames().get(0).getMethod());
        jdk.jfr.consumer.RecordedClass type = event.getClass("objectClass");
        String objectClass = type == null ? "?" : typeName(type.getName());
        pendingAllocations.add(new Allocation(event.getStartTime(), objectClass, frame, event.getLong("weight")));
    }

    /** Counts an allocation sample once the warmup's end is known. */
    private void count(Allocation allocation) {
        if (allocation.time().isBefore(steadyFrom)) {
            return;
        }
        String key = allocation.objectClass() + "\u0000" + allocation.frame();
        allocations.computeIfAbsent(key, k -> new long[1])[0] += allocation.weight();
        allocationNames.putIfAbsent(key, new String[] {allocation.objectClass(), allocation.frame()});
        allocatedBytes += allocation.weight();
    }

    private void compilation(RecordedEvent event) {
        if (!event.getBoolean("succeded")) { // JFR's own spelling of the field
            return;
        }
        compilations++;
        tiers.merge(name(event.getValue("method")), (int) event.getShort("compileLevel"), Math::max);
    }

    private Evidence evidence(String shownAs) {
        // No JMH worker threads at all: count every thread rather than show nothing.
        boolean all = samples == 0;
        long denominator = all ? otherThreadSamples : samples;
        List<MethodShare> hotSelf = top(all ? otherSelf : self, denominator);
        List<MethodShare> hotTotal = top(all ? otherTotal : total, denominator);
        List<AllocationSite> sites = allocations.entrySet().stream()
                .sorted(Map.Entry.<String, long[]>comparingByValue(Comparator.comparingLong(v -> -v[0])))
                .limit(TOP)
                .map(e -> new AllocationSite(allocationNames.get(e.getKey())[0], allocationNames.get(e.getKey())[1],
                        e.getValue()[0], allocatedBytes == 0 ? 0 : (double) e.getValue()[0] / allocatedBytes))
                .toList();
        Set<String> hot = new HashSet<>();
        hotTotal.forEach(m -> hot.add(m.method()));
        hotSelf.forEach(m -> hot.add(m.method()));
        // The last decision per call site: the last compilation (C2, usually) is the one that runs.
        Map<String, Inlining> bySite = new LinkedHashMap<>();
        inlining.stream().filter(i -> hot.contains(i.caller()))
                .forEach(i -> bySite.put(i.caller() + " -> " + i.callee(), i));
        List<Inlining> kept = new ArrayList<>(bySite.values()).subList(0, Math.min(MAX_INLINING, bySite.size()));
        return new Evidence(shownAs, denominator, hotSelf, hotTotal, sites,
                new Evidence.GcSummary(collections, pauseMillis, longestPauseMillis),
                new Evidence.LockSummary(monitorEnters, monitorMillis, parks, parkMillis),
                new Evidence.JitSummary(deoptimizations, compilations, kept), folded(denominator));
    }

    /** The stacks wide enough to draw, most frequent first. */
    private List<Evidence.FoldedStack> folded(long denominator) {
        long min = (long) Math.ceil(denominator * Evidence.MIN_STACK_SHARE);
        return stacks.entrySet().stream().filter(e -> e.getValue() >= Math.max(1, min))
                .sorted(Map.Entry.<List<String>, Long>comparingByValue().reversed())
                .map(e -> new Evidence.FoldedStack(e.getKey(), e.getValue())).toList();
    }

    private List<MethodShare> top(Map<String, Long> counts, long denominator) {
        return counts.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(TOP)
                .map(e -> new MethodShare(e.getKey(), e.getValue(), denominator == 0 ? 0 : (double) e.getValue() / denominator,
                        tiers.get(e.getKey())))
                .toList();
    }

    private static boolean isWorker(RecordedThread thread) {
        return thread != null && thread.getJavaName() != null && thread.getJavaName().contains(WORKER);
    }

    /** "java.util.Arrays.hashCode". */
    private static String name(RecordedMethod method) {
        return method == null ? "?" : method.getType().getName() + "." + method.getName();
    }

    /** jdk.CompilerInlining's callee is a struct (type, name, descriptor), not a RecordedMethod. */
    private static String callee(RecordedObject callee) {
        if (callee == null) {
            return "?";
        }
        return callee.getString("type").replace('/', '.') + "." + callee.getString("name");
    }

    /** JFR names arrays as descriptors ("[I"): shown as Java writes them ("int[]"). */
    static String typeName(String name) {
        if (!name.startsWith("[")) {
            return name;
        }
        int dims = 0;
        while (dims < name.length() && name.charAt(dims) == '[') {
            dims++;
        }
        String element = switch (name.substring(dims)) {
            case "I" -> "int";
            case "J" -> "long";
            case "B" -> "byte";
            case "C" -> "char";
            case "S" -> "short";
            case "Z" -> "boolean";
            case "F" -> "float";
            case "D" -> "double";
            default -> name.substring(dims).replaceFirst("^L", "").replaceFirst(";$", "");
        };
        return element + "[]".repeat(dims);
    }

    private static double millis(Duration d) {
        return d == null ? 0 : d.toNanos() / 1e6;
    }
}
