package io.github.benchplugin.model.result;

import com.fasterxml.jackson.annotation.JsonInclude;

import java.util.List;

/**
 * The hottest compiled code of one recorded fork (bench.explain with perf and hsdis): JMH's perfasm
 * profiler joins {@code perf record}'s samples with the JIT's disassembly; its text is kept whole in
 * {@link #file} and read into this model for the reports and the comparison.
 *
 * @param file    the listing as perfasm printed it, relative to the output directory
 *                ({@code explain/<row>/<runtime id>.asm.txt})
 * @param event   the perf event sampled ("cpu-clock" in a VM without hardware counters)
 * @param samples how many events perf counted after the warmup: the denominator of every share
 * @param regions the hottest regions, hottest first
 */
public record MachineCode(String file, String event, long samples, List<Region> regions) {

    public MachineCode {
        regions = regions == null ? List.of() : List.copyOf(regions);
    }

    /** The same listing under another name (bench:merge renames a column's files). */
    public MachineCode withFile(String newFile) {
        return new MachineCode(newFile, event, samples, regions);
    }

    /**
     * One contiguous hot stretch of one compiled method.
     *
     * @param method       the compiled method as HotSpot names it ("org.acme.Foo::bar"), or a native symbol
     * @param compiler     "c2", "c1", "interpreter", or the library for native code ("libjvm.so")
     * @param tier         the compile level (1-3 C1, 4 C2); null when the code is not a compiled Java method
     * @param share        its share of all samples, 0..1
     * @param instructions the listed instructions in address order, cold ones around the hot ones included
     */
    public record Region(String method, String compiler, Integer tier, double share, List<Instruction> instructions) {
        public Region {
            instructions = instructions == null ? List.of() : List.copyOf(instructions);
        }

        /** "c2, level 4" or the native library: how the code was made. */
        public String how() {
            return tier == null ? compiler : compiler + ", level " + tier;
        }
    }

    /**
     * One instruction of a region.
     *
     * @param address  its address, as printed ("0x00007f2fb4efcd00")
     * @param mnemonic the operation ("vpmulld", "call")
     * @param operands its operands as printed, AT&T order ("%ymm7,%ymm6,%ymm6"), "" when none
     * @param share    its share of all samples, 0..1 (0 when none landed on it)
     * @param note     what the JIT said about it, shortened: a call's kind ("static_call", "runtime_call
     *                 UncommonTrapBlob") or the bytecode it came from ("*imul"); null when nothing
     */
    public record Instruction(String address, String mnemonic, String operands, double share,
                              @JsonInclude(JsonInclude.Include.NON_NULL) String note) {
        public Instruction {
            operands = operands == null ? "" : operands;
        }

        /** "vpmulld %ymm7,%ymm6,%ymm6". */
        public String text() {
            return operands.isEmpty() ? mnemonic : mnemonic + " " + operands;
        }
    }
}
