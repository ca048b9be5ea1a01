package io.github.benchplugin.model.result;

import com.fasterxml.jackson.annotation.JsonInclude;

import java.util.List;

/**
 * What one JFR-recorded fork of one row on one runtime showed (bench.explain). Counts are of
 * JFR's samples and events in the benchmark's own threads (JMH's workers), so the harness's
 * threads do not dilute the shares.
 *
 * @param recording   the .jfr file, relative to the output directory (open it in JDK Mission Control)
 * @param samples     execution samples in the benchmark's threads: the denominator of every share
 * @param hotSelf     top methods by samples in which they were the top frame (their own code)
 * @param hotTotal    top methods by samples in which they were anywhere on the stack
 * @param allocations top allocation sites by sampled weight (jdk.ObjectAllocationSample)
 * @param gc          garbage collections during the fork
 * @param locks       monitor contention and parking in the benchmark's threads
 * @param jit         compilations, deoptimizations and inlining decisions of the hot methods
 * @param stacks      the sampled stacks (from JMH's stub up), the flame graph's input: each stack
 *                    with at least {@link #MIN_STACK_SHARE} of the samples, most frequent first
 * @param async       async-profiler's stacks of the same row and runtime, when bench.profilers had
 *                    {@code async} with the {@code collapsed} output; null otherwise
 */
public record Evidence(String recording, long samples, List<MethodShare> hotSelf, List<MethodShare> hotTotal,
                       List<AllocationSite> allocations, GcSummary gc, LockSummary locks, JitSummary jit,
                       @JsonInclude(JsonInclude.Include.NON_EMPTY) List<FoldedStack> stacks,
                       @JsonInclude(JsonInclude.Include.NON_NULL) AsyncProfile async) {

    /** Stacks below this share are left out of {@link #stacks}: they would not be wide enough to see. */
    public static final double MIN_STACK_SHARE = 0.002;

    /** Evidence without async-profiler's stacks. */
    public Evidence(String recording, long samples, List<MethodShare> hotSelf, List<MethodShare> hotTotal,
                    List<AllocationSite> allocations, GcSummary gc, LockSummary locks, JitSummary jit,
                    List<FoldedStack> stacks) {
        this(recording, samples, hotSelf, hotTotal, allocations, gc, locks, jit, stacks, null);
    }

    /**
     * async-profiler's view of the row (bench.profilers=async with output=collapsed), from the
     * measured forks, not the recorded one: its own samples, drawn as a flame graph of its own.
     *
     * @param file    the collapsed-stacks file it was read from, relative to the output directory
     * @param samples samples in the benchmark's threads (stacks through JMH's stub)
     * @param stacks  those stacks from JMH's stub up, each with at least {@link #MIN_STACK_SHARE} of them
     */
    public record AsyncProfile(String file, long samples, List<FoldedStack> stacks) {
        public AsyncProfile {
            stacks = stacks == null ? List.of() : List.copyOf(stacks);
        }
    }

    /** The same evidence with async-profiler's stacks beside it. */
    public Evidence withAsync(AsyncProfile profile) {
        return new Evidence(recording, samples, hotSelf, hotTotal, allocations, gc, locks, jit, stacks, profile);
    }

    /** Evidence without stacks. */
    public Evidence(String recording, long samples, List<MethodShare> hotSelf, List<MethodShare> hotTotal,
                    List<AllocationSite> allocations, GcSummary gc, LockSummary locks, JitSummary jit) {
        this(recording, samples, hotSelf, hotTotal, allocations, gc, locks, jit, List.of());
    }

    public Evidence {
        hotSelf = hotSelf == null ? List.of() : List.copyOf(hotSelf);
        hotTotal = hotTotal == null ? List.of() : List.copyOf(hotTotal);
        allocations = allocations == null ? List.of() : List.copyOf(allocations);
        gc = gc == null ? new GcSummary(0, 0, 0) : gc;
        locks = locks == null ? new LockSummary(0, 0, 0, 0) : locks;
        jit = jit == null ? new JitSummary(0, 0, List.of()) : jit;
        stacks = stacks == null ? List.of() : List.copyOf(stacks);
    }

    /**
     * One distinct sampled stack, as flame graph tools fold them.
     *
     * @param frames  the methods from the bottom (JMH's stub) to the top frame
     * @param samples how many samples had exactly this stack
     */
    public record FoldedStack(List<String> frames, long samples) {
        public FoldedStack {
            frames = List.copyOf(frames);
        }
    }

    /**
     * A method's share of the samples.
     *
     * @param method  class and method name ("java.util.Arrays.hashCode")
     * @param samples samples counted for it
     * @param share   samples / all samples of the benchmark's threads, 0..1
     * @param tier    highest compilation tier a successful jdk.Compilation reached (0 interpreted,
     *                1-3 C1, 4 C2); null when none was recorded
     */
    public record MethodShare(String method, long samples, double share, Integer tier) {
    }

    /**
     * An allocation site: where the sampled bytes of a class were allocated.
     *
     * @param objectClass the allocated class ("int[]", "org.acme.Point")
     * @param frame       the top frame of the allocating stack
     * @param bytes       JFR's sampled weight: an estimate of the bytes allocated there
     * @param share       bytes / all sampled bytes of the benchmark's threads
     * @param bytesPerOp  share x JMH's bytes per operation of the same fork (gc.alloc.rate.norm): what
     *                    the site allocates per operation, comparable between runtimes; null when
     *                    JMH did not measure it
     */
    public record AllocationSite(String objectClass, String frame, long bytes, double share,
                                 @JsonInclude(JsonInclude.Include.NON_NULL) Double bytesPerOp) {

        /** A site before JMH's figure is known. */
        public AllocationSite(String objectClass, String frame, long bytes, double share) {
            this(objectClass, frame, bytes, share, null);
        }
    }

    /**
     * Collections during the fork (warmup included), their summed and longest pause in milliseconds,
     * and JMH's gc profiler's collections per 1,000 operations during the fork's measurement (null
     * when JMH could not derive it, as in single-shot mode): the figure the table's GC column shows.
     */
    public record GcSummary(long collections, double totalPauseMillis, double longestPauseMillis,
                            @JsonInclude(JsonInclude.Include.NON_NULL) Double per1kOps) {

        /** Without the per-operation figure. */
        public GcSummary(long collections, double totalPauseMillis, double longestPauseMillis) {
            this(collections, totalPauseMillis, longestPauseMillis, null);
        }

        public GcSummary withPer1kOps(Double value) {
            return new GcSummary(collections, totalPauseMillis, longestPauseMillis, value);
        }
    }

    /**
     * The same evidence with JMH's figures of the same fork added: collections per 1,000 operations,
     * and each site's share of the fork's bytes per operation.
     */
    public Evidence withJmhFigures(Double gcPer1kOps, Double allocBytesPerOp) {
        List<AllocationSite> sites = allocBytesPerOp == null ? allocations : allocations.stream()
                .map(a -> new AllocationSite(a.objectClass(), a.frame(), a.bytes(), a.share(), a.share() * allocBytesPerOp))
                .toList();
        return new Evidence(recording, samples, hotSelf, hotTotal, sites, gc.withPer1kOps(gcPer1kOps), locks, jit, stacks,
                async);
    }

    /** The same evidence with its recording elsewhere (bench:merge copies it under the merged runtime id). */
    public Evidence withRecording(String newRecording) {
        return new Evidence(newRecording, samples, hotSelf, hotTotal, allocations, gc, locks, jit, stacks, async);
    }

    /** Contended monitor enters and thread parks in the benchmark's threads, with their total time in milliseconds. */
    public record LockSummary(long monitorEnters, double monitorMillis, long parks, double parkMillis) {
    }

    /**
     * @param deoptimizations jdk.Deoptimization events of the fork (JDK 14+)
     * @param compilations    successful jdk.Compilation events
     * @param inlining        jdk.CompilerInlining decisions whose caller is a hot method, the last one per call site
     */
    public record JitSummary(long deoptimizations, long compilations, List<Inlining> inlining) {
        public JitSummary {
            inlining = inlining == null ? List.of() : List.copyOf(inlining);
        }
    }

    /**
     * One inlining decision as the JIT recorded it.
     *
     * @param caller    the compiled method
     * @param callee    the method it calls
     * @param inlined   whether the callee was inlined
     * @param message   the JIT's reason ("inline (hot)", "too big", "intrinsic")
     */
    public record Inlining(String caller, String callee, boolean inlined, String message) {
    }
}
