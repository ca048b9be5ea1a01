package io.github.benchplugin.model.analysis;

import io.github.benchplugin.model.result.Explanation.Difference;
import io.github.benchplugin.model.result.MachineCode;
import io.github.benchplugin.model.result.MachineCode.Instruction;
import io.github.benchplugin.model.result.MachineCode.Region;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What differs between the runtimes' hottest machine code of one row ({@link MachineCode}), as
 * explain's differences of kind {@value #KIND}: vector instructions on one side only, a call in
 * the hot code on one side only, a different unrolling of the hottest loop, and a different
 * compiler or tier for the hottest region. Only the regions of compiled Java code are compared
 * (the kernel's and the JVM's own native code are not what the JIT made).
 */
public final class MachineCodeDiff {

    public static final String KIND = "machine code";
    /** A runtime "uses vector instructions" from this share of its samples on them on. */
    static final double VECTOR_SHARE = 0.05;
    /** And "does not" below this one: in between, neither side is named. */
    static final double NO_VECTOR_SHARE = 0.01;
    /** A call is in the hot code when it, or the instruction it returns to, has this share of the samples. */
    static final double HOT_CALL_SHARE = 0.01;
    private static final Pattern VECTOR_REGISTER = Pattern.compile("%[yz]mm\\d+|\\b[yz]mm\\d+\\b");
    private static final Pattern XMM_REGISTER = Pattern.compile("%xmm\\d+|\\bxmm\\d+\\b");
    /** Packed (not scalar) operations on xmm registers: "paddd", "vpmulld", "movdqu", "vaddps", "mulpd". */
    private static final Pattern PACKED = Pattern.compile("v?p[a-z]+|v?mov(dq[au]|[au]p[sd])|v?[a-z]+p[sd]");
    /** Scalar moves in and out of xmm registers, which the packed pattern would take. */
    private static final Pattern SCALAR_MOVE = Pattern.compile("v?mov[dq]|v?movs[sd]|v?pextr.|v?pinsr.|v?pbroadcast.");

    private MachineCodeDiff() {
    }

    /** @param code runtime id -> its machine code, in column order; runtimes without any are left out */
    public static List<Difference> differences(Map<String, MachineCode> code) {
        if (code.size() < 2) {
            return List.of();
        }
        List<Difference> found = new ArrayList<>();
        vectors(code).ifPresent(found::add);
        calls(code).ifPresent(found::add);
        unrolling(code).ifPresent(found::add);
        tiers(code).ifPresent(found::add);
        return found;
    }

    /** The regions of compiled Java code (C1, C2 or another JIT with a level). */
    public static List<Region> javaRegions(MachineCode code) {
        return code.regions().stream().filter(r -> r.tier() != null).toList();
    }

    /** Whether an instruction works on packed vectors: 256 or 512-bit registers, or a packed operation on xmm. */
    public static boolean isVector(Instruction i) {
        if (VECTOR_REGISTER.matcher(i.operands()).find()) {
            return true;
        }
        String op = i.mnemonic().toLowerCase(Locale.ROOT);
        return XMM_REGISTER.matcher(i.operands()).find() && PACKED.matcher(op).matches()
                && !SCALAR_MOVE.matcher(op).matches();
    }

    private static java.util.Optional<Difference> vectors(Map<String, MachineCode> code) {
        Map<String, Double> shares = new LinkedHashMap<>();
        Map<String, Double> ofCompiled = new LinkedHashMap<>();
        Map<String, Set<String>> names = new LinkedHashMap<>();
        code.forEach((runtime, c) -> {
            double share = 0;
            double compiled = 0;
            Set<String> ops = new LinkedHashSet<>();
            for (Region r : javaRegions(c)) {
                compiled += r.share();
                for (Instruction i : r.instructions()) {
                    if (isVector(i)) {
                        share += i.share();
                        ops.add(i.mnemonic());
                    }
                }
            }
            shares.put(runtime, share);
            ofCompiled.put(runtime, compiled > 0 ? share / compiled : 0);
            names.put(runtime, ops);
        });
        List<String> with = shares.entrySet().stream().filter(e -> e.getValue() >= VECTOR_SHARE).map(Map.Entry::getKey).toList();
        List<String> without = shares.entrySet().stream().filter(e -> e.getValue() < NO_VECTOR_SHARE).map(Map.Entry::getKey).toList();
        if (with.isEmpty() || without.isEmpty()) {
            return java.util.Optional.empty();
        }
        Map<String, String> values = new LinkedHashMap<>();
        shares.forEach((runtime, share) -> values.put(runtime, share < NO_VECTOR_SHARE ? "none in the hot code"
                : EvidenceDiff.percent(share) + " of samples on " + String.join(", ", first(names.get(runtime), 5))));
        // Ranked by the share of the hot compiled code's samples: perf also samples the JIT, GC and kernel.
        double weight = ofCompiled.values().stream().mapToDouble(Double::doubleValue).max().orElse(0)
                - ofCompiled.values().stream().mapToDouble(Double::doubleValue).min().orElse(0);
        return java.util.Optional.of(new Difference(KIND, "vector instructions (packed xmm/ymm/zmm operations)", values,
                with.size() == 1 ? with.get(0) : null, weight, false));
    }

    /**
     * Calls in the hot code, named by their kind: a call inside the hottest loop, or one whose own or
     * return instruction has a share (a call's samples land on the instruction after it).
     */
    private static java.util.Optional<Difference> calls(Map<String, MachineCode> code) {
        Map<String, List<String>> hot = new LinkedHashMap<>();
        Map<String, Double> shares = new LinkedHashMap<>();
        code.forEach((runtime, c) -> {
            List<String> calls = new ArrayList<>();
            double share = 0;
            List<Instruction> loop = LoopShape.hottestLoop(javaRegions(c)).orElse(List.of());
            for (Region r : javaRegions(c)) {
                List<Instruction> list = r.instructions();
                for (int k = 0; k < list.size(); k++) {
                    Instruction i = list.get(k);
                    if (!i.mnemonic().startsWith("call")) {
                        continue;
                    }
                    double callShare = i.share() + (k + 1 < list.size() ? list.get(k + 1).share() : 0);
                    if (callShare >= HOT_CALL_SHARE || loop.contains(i)) {
                        calls.add(i.note() == null ? "call " + i.operands() : i.note());
                        share += callShare;
                    }
                }
            }
            hot.put(runtime, calls);
            shares.put(runtime, share);
        });
        List<String> with = hot.entrySet().stream().filter(e -> !e.getValue().isEmpty()).map(Map.Entry::getKey).toList();
        if (with.isEmpty() || with.size() == hot.size()) {
            return java.util.Optional.empty();
        }
        Map<String, String> values = new LinkedHashMap<>();
        hot.forEach((runtime, calls) -> values.put(runtime, calls.isEmpty() ? "no call in the hot code"
                : calls.size() + (calls.size() == 1 ? " call (" : " calls (") + String.join(", ", first(new LinkedHashSet<>(calls), 3))
                        + "), " + EvidenceDiff.percent(shares.get(runtime)) + " of samples at them"));
        // A call left in a hot loop is a usual reason for a large gap: ranked above small share moves.
        double weight = 0.2 + shares.values().stream().mapToDouble(Double::doubleValue).max().orElse(0);
        return java.util.Optional.of(new Difference(KIND, "a call in the hot loop or hot code (not inlined or not intrinsified)", values,
                with.size() == 1 ? with.get(0) : null, weight, false));
    }

    /** How many times the hottest loop's body repeats back to back: C2's unrolling, 1 when not unrolled. */
    private static java.util.Optional<Difference> unrolling(Map<String, MachineCode> code) {
        Map<String, Integer> factors = new LinkedHashMap<>();
        code.forEach((runtime, c) -> LoopShape.hottestLoop(javaRegions(c))
                .ifPresent(body -> factors.put(runtime, LoopShape.unrollFactor(body))));
        if (factors.size() < 2 || factors.values().stream().distinct().count() < 2) {
            return java.util.Optional.empty();
        }
        Map<String, String> values = new LinkedHashMap<>();
        code.keySet().forEach(runtime -> {
            Integer f = factors.get(runtime);
            values.put(runtime, f == null ? "no loop found in the hot code" : f == 1 ? "body not repeated"
                    : "body repeated " + f + "x");
        });
        return java.util.Optional.of(new Difference(KIND, "unrolling of the hottest loop", values, null, 0.08, false));
    }

    /** The hottest Java region's compiler and tier, when they differ. */
    private static java.util.Optional<Difference> tiers(Map<String, MachineCode> code) {
        Map<String, String> values = new LinkedHashMap<>();
        code.forEach((runtime, c) -> javaRegions(c).stream().findFirst()
                .ifPresent(r -> values.put(runtime, r.how() + " (" + EvidenceDiff.percent(r.share()) + ")")));
        Set<String> how = new LinkedHashSet<>();
        code.forEach((runtime, c) -> javaRegions(c).stream().findFirst().ifPresent(r -> how.add(r.how())));
        if (values.size() < 2 || how.size() < 2) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(new Difference(KIND, "compiler and tier of the hottest region", values, null, 0.3, false));
    }

    private static List<String> first(Set<String> names, int max) {
        List<String> list = new ArrayList<>(names);
        return list.size() <= max ? list : list.subList(0, max);
    }
}
