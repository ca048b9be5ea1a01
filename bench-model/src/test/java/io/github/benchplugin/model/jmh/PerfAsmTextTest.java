package io.github.benchplugin.model.jmh;

import io.github.benchplugin.model.result.MachineCode;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** perfasm's text as JMH 1.37 printed it here (Arrays.hashCode(int[]) on JDK 17 and 25, cpu-clock, hsdis fcml). */
class PerfAsmTextTest {

    static String fixture(String name) throws IOException {
        try (InputStream in = PerfAsmTextTest.class.getResourceAsStream("/perfasm/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void readsTheEventTheRegionHeaderAndEachInstructionsShare() throws IOException {
        MachineCode code = PerfAsmText.parse(fixture("arrays-hashcode-17.txt"), "explain/r/17.asm.txt");

        assertEquals("explain/r/17.asm.txt", code.file());
        assertEquals("cpu-clock", code.event());
        assertEquals(1992, code.samples());
        assertEquals(1, code.regions().size());
        MachineCode.Region region = code.regions().get(0);
        assertEquals("org.acme.jmh_generated.ArrayHashBench_hash_jmhTest::hash_avgt_jmhStub", region.method());
        assertEquals("c2", region.compiler());
        assertEquals(4, region.tier());
        assertEquals(0.9362, region.share(), 1e-9);
        MachineCode.Instruction first = region.instructions().get(0);
        assertEquals("0x00007f2fb4efcceb", first.address());
        assertEquals("cmovl %eax,%ebx", first.text());
        assertEquals(0, first.share());
        MachineCode.Instruction shl = region.instructions().stream()
                .filter(i -> i.address().equals("0x00007f2fb4efcd08")).findFirst().orElseThrow();
        assertEquals("shl", shl.mnemonic());
        assertEquals("$0x5,%esi", shl.operands());
        assertEquals(0.0397, shl.share(), 1e-9);
        // A comment on the instruction line and the debug lines under it: the bytecode is kept as its note.
        MachineCode.Instruction imul = region.instructions().stream()
                .filter(i -> i.address().equals("0x00007f2fb4efcde5")).findFirst().orElseThrow();
        assertEquals("sub", imul.mnemonic());
        assertEquals("%esi,%r8d", imul.operands());
        assertEquals("*imul", imul.note());
        assertEquals("jl", region.instructions().get(region.instructions().size() - 1).mnemonic());
        // The listed shares add up to the region's total (within perfasm's rounding of each line).
        double sum = region.instructions().stream().mapToDouble(MachineCode.Instruction::share).sum();
        assertEquals(region.share(), sum, 0.005);
    }

    @Test
    void readsLoopArrowsBetweenTheShareAndTheAddress() throws IOException {
        MachineCode code = PerfAsmText.parse(fixture("arrays-hashcode-25.txt"), "f");

        MachineCode.Region region = code.regions().get(0);
        assertEquals(0.8732, region.share(), 1e-9);
        MachineCode.Instruction loopHead = region.instructions().stream()
                .filter(i -> i.address().equals("0x00007f016bef3534")).findFirst().orElseThrow();
        assertEquals("imull %esi,%ebx", loopHead.text());
        assertEquals(0.0015, loopHead.share(), 1e-9);
        MachineCode.Instruction back = region.instructions().stream()
                .filter(i -> i.address().equals("0x00007f016bef3578")).findFirst().orElseThrow();
        assertEquals("jl", back.mnemonic());
        assertEquals("0x7f016bef3534", back.operands());
        assertTrue(region.instructions().stream().anyMatch(i -> i.text().equals("vpmulld %ymm7,%ymm6,%ymm6")
                && Math.abs(i.share() - 0.2022) < 1e-9));
    }

    @Test
    void aCallsKindIsReadFromTheCommentsBehindLoopArrows() throws IOException {
        MachineCode code = PerfAsmText.parse(fixture("dont-inline-call-17.txt"), "f");

        MachineCode.Instruction call = code.regions().get(0).instructions().stream()
                .filter(i -> i.mnemonic().equals("callq")).findFirst().orElseThrow();
        assertEquals("static_call", call.note());
        assertEquals("org.acme.CallBench::mix", code.regions().get(1).method());
    }

    @Test
    void theSectionStartsAtPerfasmsTextAndEndsBeforeJmhsSummary() throws IOException {
        String section = PerfAsmText.section(fixture("arrays-hashcode-25.txt")).orElseThrow();

        assertTrue(section.startsWith("PrintAssembly processed:"), section);
        assertTrue(section.contains("<total for region 1>"));
        assertTrue(!section.contains("Run complete") && !section.contains("# Warmup Iteration"));
        assertTrue(PerfAsmText.section("# Run complete. Total time: 00:00:11\n").isEmpty());
    }

    @Test
    void withoutHsdisTheJitPrintsBytesAndThereIsNothingToRead() {
        String hex = """
                Perf output processed (skipped 7.5 seconds):
                 Column 1: cpu-clock (1000 events)
                ....[Hottest Region 1]....................
                c2, level 4, org.acme.Foo::bar, version 2, compile id 500

                  40.00%    0x00007f2fb4efcd00:   48 8b 45 08
                  50.00%    0x00007f2fb4efcd04:   c5 fd 6f
                ..........................................
                  90.00%  <total for region 1>
                """;

        assertNull(PerfAsmText.parse(hex, "f"));
        assertNull(PerfAsmText.parse("no perfasm here", "f"));
    }
}
