package io.github.benchplugin.model.analysis;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Warmup;
import io.github.benchplugin.model.result.WarmupClass;
import io.github.benchplugin.model.result.WarmupFork;
import io.github.benchplugin.model.result.Warning;
import io.github.benchplugin.model.result.WarningCode;
import io.github.benchplugin.model.warmup.ProbeReading;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * UNSTEADY_FORKS: on one runtime, some forks of a row reached a steady state and others never did
 * (class {@code none}). The forks of one cell run the same code on the same JDK: when they
 * disagree, the score mixes peak and non-peak forks and the time to steady state covers only some
 * of them. One warning per row, naming each runtime where it happens.
 *
 * <p>Under bench.warmup=auto the forks that never settled at their probes' level (marked
 * {@link WarmupFork#neverSettled()}; issue 50) are not in the score: the warning names them, fork by
 * fork, and says what the score is made of, so that a reader knows which forks the number stands on.
 */
final class UnsteadyForksAnalyser implements Analyser {

    @Override
    public List<Warning> analyse(BenchResult result) {
        List<CellFinding> mixed = new ArrayList<>();
        List<CellFinding> leftOut = new ArrayList<>();
        for (TableCell at : TableCell.measured(result)) {
            Warmup warmup = at.cell().warmup();
            if (warmup == null) {
                continue;
            }
            long classified = warmup.classified();
            long unsettled = warmup.neverSettled();
            long never = warmup.neverSteady();
            if (unsettled > 0 && unsettled < classified) {
                leftOut.add(new CellFinding(at.row(), at.runtime(), notScored(warmup, at.cell().forkSamples().size())));
            } else if (unsettled == 0 && never > 0 && never < classified) {
                // A fixed warm-up, or a file written before the forks were judged: the score mixes them.
                mixed.add(new CellFinding(at.row(), at.runtime(), String.format(Locale.ROOT,
                        "%d of %d forks never reached a steady state", never, classified)));
            }
        }
        List<Warning> warnings = new ArrayList<>(CellFinding.perRow(WarningCode.UNSTEADY_FORKS, mixed,
                "forks disagree on reaching a steady state", "Each fork's class is in results.json"
                        + " (cells.<runtime>.warmup), its iterations in results.raw.json.gz and in the HTML report's"
                        + " warm-up chart; longer forks (bench.iterations) show whether the others settle later."));
        warnings.addAll(CellFinding.perRow(WarningCode.UNSTEADY_FORKS, leftOut,
                "forks that never settled are not scored", "Under bench.warmup=auto a cell is scored from the forks"
                        + " that reached a steady state at their probes' level; the others are marked \"settled\": false"
                        + " in results.json (cells.<runtime>.warmup.forks) and drawn in the HTML report's warm-up chart."
                        + " A busy machine delays settling: rerun on a quieter one, or give the forks longer"
                        + " (bench.iterations)."));
        return warnings;
    }

    /**
     * "2 of 20 forks never settled within 5.4 s (forks 3, 8): not scored, the score is the other 18 forks'";
     * forks numbered from 1 in the order of the warm-up chart.
     */
    static String notScored(Warmup warmup, int scoredForks) {
        List<WarmupFork> forks = warmup.forks();
        List<Integer> none = IntStream.range(0, forks.size())
                .filter(i -> forks.get(i).neverSettled() && forks.get(i).kind() == WarmupClass.NONE).boxed().toList();
        List<Integer> offLevel = IntStream.range(0, forks.size())
                .filter(i -> forks.get(i).neverSettled() && forks.get(i).kind() != WarmupClass.NONE).boxed().toList();
        double longest = forks.stream().filter(WarmupFork::neverSettled).mapToDouble(UnsteadyForksAnalyser::lastSeconds)
                .max().orElse(0);
        StringBuilder which = new StringBuilder();
        if (!none.isEmpty()) {
            which.append(numbered(none));
        }
        if (!offLevel.isEmpty()) {
            which.append(which.length() == 0 ? "" : "; ").append(numbered(offLevel))
                    .append(String.format(Locale.ROOT, ": steady only %.1fx or more slower than the probes' level",
                            ProbeReading.MATERIAL));
        }
        long unsettled = none.size() + offLevel.size();
        String within = longest > 0 ? String.format(Locale.ROOT, " within %.1f s", longest) : "";
        String score = scoredForks == 1 ? "the score is the one other fork's alone, too few for an interval"
                : String.format(Locale.ROOT, "the score is the other %d forks'", scoredForks);
        return String.format(Locale.ROOT, "%d of %d forks never settled%s (%s): not scored, %s", unsettled,
                warmup.classified(), within, which, score);
    }

    /** "fork 3" or "forks 3, 8", numbered from 1. */
    private static String numbered(List<Integer> indices) {
        return (indices.size() == 1 ? "fork " : "forks ")
                + indices.stream().map(i -> String.valueOf(i + 1)).collect(Collectors.joining(", "));
    }

    /** Seconds from the fork's start to where it stopped: its last iteration's end. */
    private static double lastSeconds(WarmupFork fork) {
        if (fork.stoppedAtSeconds() != null) {
            return fork.stoppedAtSeconds();
        }
        return fork.iterations().isEmpty() ? 0 : fork.iterations().get(fork.iterations().size() - 1).get(0);
    }
}
