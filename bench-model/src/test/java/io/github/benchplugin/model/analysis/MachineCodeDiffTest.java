package io.github.benchplugin.model.analysis;

import io.github.benchplugin.model.jmh.PerfAsmText;
import io.github.benchplugin.model.result.Explanation.Difference;
import io.github.benchplugin.model.result.MachineCode;
import io.github.benchplugin.model.result.MachineCode.Instruction;
import io.github.benchplugin.model.result.MachineCode.Region;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MachineCodeDiffTest {

    private static MachineCode fixture(String name) throws IOException {
        try (InputStream in = MachineCodeDiffTest.class.getResourceAsStream("/perfasm/" + name)) {
            return PerfAsmText.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), name);
        }
    }

    private static Map<String, MachineCode> arraysHashCode() throws IOException {
        Map<String, MachineCode> code = new LinkedHashMap<>();
        code.put("17", fixture("arrays-hashcode-17.txt"));
        code.put("25", fixture("arrays-hashcode-25.txt"));
        return code;
    }

    private static Optional<Difference> find(List<Difference> found, String subjectStart) {
        return found.stream().filter(d -> d.subject().startsWith(subjectStart)).findFirst();
    }

    @Test
    void arraysHashCodeIsVectorizedOn25Only() throws IOException {
        List<Difference> found = MachineCodeDiff.differences(arraysHashCode());

        Difference vectors = find(found, "vector instructions").orElseThrow();
        assertEquals("machine code", vectors.kind());
        assertEquals("25", vectors.onlyOn());
        assertEquals("none in the hot code", vectors.values().get("17"));
        assertTrue(vectors.values().get("25").contains("vpmulld"), vectors.values().toString());
        // 25's hot loop is all vector multiply-adds: most of its samples.
        assertTrue(vectors.weight() > 0.5, "weight " + vectors.weight());
    }

    @Test
    void seventeensScalarLoopIsUnrolledSixteenTimes() throws IOException {
        List<Difference> found = MachineCodeDiff.differences(arraysHashCode());

        Difference unrolling = find(found, "unrolling").orElseThrow();
        assertEquals("body repeated 16x", unrolling.values().get("17"));
        assertEquals("body repeated 4x", unrolling.values().get("25"));
    }

    @Test
    void theSameCodeOnBothSidesDiffersInNothing() throws IOException {
        Map<String, MachineCode> same = new LinkedHashMap<>();
        same.put("17", fixture("arrays-hashcode-17.txt"));
        same.put("17#2", fixture("arrays-hashcode-17.txt"));

        assertEquals(List.of(), MachineCodeDiff.differences(same));
        assertEquals(List.of(), MachineCodeDiff.differences(Map.of("17", fixture("arrays-hashcode-17.txt"))));
    }

    @Test
    void aCallLeftInTheHotLoopIsNamedOnItsSide() throws IOException {
        // Real listings: a loop calling a @CompilerControl(DONT_INLINE) method on 17, beside 17's hashCode loop.
        Map<String, MachineCode> code = new LinkedHashMap<>();
        code.put("call", fixture("dont-inline-call-17.txt"));
        code.put("inlined", fixture("arrays-hashcode-17.txt"));

        Difference call = find(MachineCodeDiff.differences(code), "a call").orElseThrow();

        assertEquals("call", call.onlyOn());
        assertTrue(call.values().get("call").startsWith("1 call (static_call)"), call.values().toString());
        assertEquals("no call in the hot code", call.values().get("inlined"));
    }

    @Test
    void c1CodeBesideC2CodeIsATierDifference() throws IOException {
        // 17 with -XX:TieredStopAtLevel=1 (C1 only) beside 17's default (C2).
        Map<String, MachineCode> code = new LinkedHashMap<>();
        code.put("c1", fixture("arrays-hashcode-c1-17.txt"));
        code.put("c2", fixture("arrays-hashcode-17.txt"));

        Difference tier = find(MachineCodeDiff.differences(code), "compiler and tier").orElseThrow();

        assertTrue(tier.values().get("c1").startsWith("c1, level 1"), tier.values().toString());
        assertTrue(tier.values().get("c2").startsWith("c2, level 4"), tier.values().toString());
    }

    private static MachineCode code(String compiler, Integer tier, Instruction... instructions) {
        double share = List.of(instructions).stream().mapToDouble(Instruction::share).sum();
        return new MachineCode("f", "cpu-clock", 1000,
                List.of(new Region("org.acme.Foo::bar", compiler, tier, share, List.of(instructions))));
    }

    @Test
    void aHotCallOnOneSideIsNamedWithItsKind() {
        Map<String, MachineCode> code = new LinkedHashMap<>();
        code.put("17", code("c2", 4,
                new Instruction("0x10", "mov", "%eax,%esi", 0.10, null),
                new Instruction("0x12", "call", "0x7f00", 0.02, "static_call"),
                new Instruction("0x17", "add", "%eax,%ebx", 0.30, null),
                new Instruction("0x19", "jl", "0x10", 0.05, null)));
        code.put("25", code("c2", 4,
                new Instruction("0x10", "add", "%eax,%ebx", 0.80, null),
                new Instruction("0x12", "call", "0x7f00", 0, "runtime_call UncommonTrapBlob"),
                new Instruction("0x17", "hlt", "", 0, null)));

        Difference call = find(MachineCodeDiff.differences(code), "a call").orElseThrow();

        assertEquals("17", call.onlyOn());
        assertTrue(call.values().get("17").startsWith("1 call (static_call)"), call.values().toString());
        // 25's call is a cold path (a deoptimization): nothing landed on it or after it.
        assertEquals("no call in the hot code", call.values().get("25"));
    }

    @Test
    void aDifferentTierOfTheHottestRegionIsNamed() {
        Map<String, MachineCode> code = new LinkedHashMap<>();
        code.put("17", code("c1", 3, new Instruction("0x10", "add", "%eax,%ebx", 0.9, null)));
        code.put("25", code("c2", 4, new Instruction("0x10", "add", "%eax,%ebx", 0.9, null)));

        Difference tier = find(MachineCodeDiff.differences(code), "compiler and tier").orElseThrow();

        assertEquals("c1, level 3 (90.0%)", tier.values().get("17"));
        assertEquals("c2, level 4 (90.0%)", tier.values().get("25"));
    }

    @Test
    void scalarFloatingPointOnXmmIsNotVectorAndPackedIs() {
        assertFalse(MachineCodeDiff.isVector(new Instruction("0x1", "vaddsd", "%xmm1,%xmm0,%xmm0", 0, null)));
        assertFalse(MachineCodeDiff.isVector(new Instruction("0x1", "vmovd", "%esi,%xmm7", 0, null)));
        assertFalse(MachineCodeDiff.isVector(new Instruction("0x1", "add", "%eax,%ebx", 0, null)));
        assertTrue(MachineCodeDiff.isVector(new Instruction("0x1", "vpaddd", "%xmm1,%xmm0,%xmm0", 0, null)));
        assertTrue(MachineCodeDiff.isVector(new Instruction("0x1", "vmovdqu", "(%rdi),%ymm3", 0, null)));
        assertTrue(MachineCodeDiff.isVector(new Instruction("0x1", "mulps", "%xmm1,%xmm0", 0, null)));
    }
}
