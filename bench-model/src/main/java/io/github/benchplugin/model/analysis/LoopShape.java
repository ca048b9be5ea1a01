package io.github.benchplugin.model.analysis;

import io.github.benchplugin.model.result.MachineCode.Instruction;
import io.github.benchplugin.model.result.MachineCode.Region;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The shape of the hottest loop in a listing: its body (from a backward jump's target to the jump)
 * and how many times that body repeats back to back, which is how C2's unrolling looks in the code.
 */
final class LoopShape {

    private LoopShape() {
    }

    /**
     * The body of the loop with the most samples: a backward jump within one region and what it jumps
     * over. An outer loop holds its inner loop's samples too: the shortest body with nearly the most
     * samples (9/10 of them) is taken, the inner loop.
     */
    static Optional<List<Instruction>> hottestLoop(List<Region> regions) {
        List<List<Instruction>> bodies = new ArrayList<>();
        List<Double> shares = new ArrayList<>();
        for (Region region : regions) {
            List<Instruction> list = region.instructions();
            for (int k = 0; k < list.size(); k++) {
                Instruction jump = list.get(k);
                Long target = jump.mnemonic().startsWith("j") ? address(jump.operands()) : null;
                Long at = address(jump.address());
                if (target == null || at == null || target >= at) {
                    continue;
                }
                int start = k;
                while (start > 0 && address(list.get(start - 1).address()) != null
                        && address(list.get(start - 1).address()) >= target) {
                    start--;
                }
                List<Instruction> body = list.subList(start, k + 1);
                bodies.add(body);
                shares.add(body.stream().mapToDouble(Instruction::share).sum());
            }
        }
        double most = shares.stream().mapToDouble(Double::doubleValue).max().orElse(0);
        List<Instruction> best = null;
        for (int i = 0; i < bodies.size(); i++) {
            if (shares.get(i) > 0 && shares.get(i) >= 0.9 * most && (best == null || bodies.get(i).size() < best.size())) {
                best = bodies.get(i);
            }
        }
        return Optional.ofNullable(best);
    }

    /**
     * The largest number of back-to-back repeats of one sequence of operations (two or more long)
     * that together fill at least half of the body; 1 when there is none.
     */
    static int unrollFactor(List<Instruction> body) {
        List<String> ops = body.stream().map(Instruction::mnemonic).toList();
        int best = 1;
        for (int period = 2; period <= ops.size() / 2; period++) {
            for (int start = 0; start + 2 * period <= ops.size(); start++) {
                int repeats = 1;
                while (start + (repeats + 1) * period <= ops.size()
                        && ops.subList(start, start + period).equals(
                                ops.subList(start + repeats * period, start + (repeats + 1) * period))) {
                    repeats++;
                }
                if (repeats > best && repeats * period * 2 >= ops.size()) {
                    best = repeats;
                }
            }
        }
        return best;
    }

    /** "0x7f2fb4efcd00" (a jump's operand, perhaps with a comment after it) as a number; null otherwise. */
    private static Long address(String text) {
        String t = text.strip();
        if (!t.startsWith("0x")) {
            return null;
        }
        int end = 2;
        while (end < t.length() && Character.digit(t.charAt(end), 16) >= 0) {
            end++;
        }
        try {
            return Long.parseUnsignedLong(t.substring(2, end), 16);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
