import io.github.benchplugin.host.warmup.SteadyWindow;
import io.github.benchplugin.model.io.ResultJsonReader;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Mode;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.WarmupClass;
import io.github.benchplugin.model.result.WarmupFork;
import io.github.benchplugin.model.warmup.SteadyStateRule;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Issue 50, requirement 2 on real suites: what the warm-up stop before issue 50 would have scored,
 * replayed on the forks a default-preset run recorded with today's rule. Side by side on the same
 * iterations, so that the machine's noise does not enter the comparison.
 *
 * <p>The rule before (bench-host's SteadyStopProfiler up to d569de0^): a fork ended one iteration after
 * its last {@code window} iterations were steady ({@link SteadyWindow#endsSteady}), from its first
 * iteration on, without a probe, a minimum or a level. Today's forks run at least that long (a probe
 * runs to the horizon, a later fork past its probe's onset), so the old stop point lies inside each
 * recorded fork; where it does not (the old rule never saw a steady window in the record), the fork is
 * kept whole and counted. Both scores are made the same way (SteadyPart: each fork classified by
 * {@link SteadyStateRule#DEFAULT}, its steady part kept, the kept iterations of all forks averaged), so
 * the only difference is where each fork stopped.
 *
 * <p>Usage, after {@code mvn install -DskipTests} (CP: bench-model and bench-host jars with their
 * dependencies, e.g. from bench-engine's {@code dependency:build-classpath}):
 * {@code java -cp CP scripts/WarmupRuleReplay.java [--window 20] results.json...}
 * Prints one line per cell (row, runtime, forks, forks the old rule stopped inside a change, old/new score)
 * and a summary: how many cells the new rule moved by more than 2%, 5% and 10%.
 */
public class WarmupRuleReplay {

    public static void main(String[] args) throws Exception {
        int window = 20;
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--window")) {
                window = Integer.parseInt(args[++i]);
            } else {
                files.add(Path.of(args[i]));
            }
        }
        int cells = 0;
        int[] moved = new int[3];
        double[] limits = {0.02, 0.05, 0.10};
        int unreplayed = 0;
        List<Double> ratios = new ArrayList<>();
        System.out.println("| file | row | runtime | forks | old stops (iterations) | old cut short | new score | old score | old/new |");
        System.out.println("|---|---|---|---|---|---|---|---|---|");
        for (Path file : files) {
            BenchResult result = new ResultJsonReader().read(file);
            for (Row row : result.rows()) {
                Mode mode = Mode.fromShortName(row.mode());
                for (var entry : row.cells().entrySet()) {
                    Cell cell = entry.getValue();
                    // The file keeps each fork's steady part as its samples and every iteration in its timeline.
                    if (!cell.isOk() || cell.warmup() == null || cell.warmup().forks().isEmpty()) {
                        continue;
                    }
                    Replay replay = replay(cell, mode, window);
                    if (replay == null) {
                        System.out.printf("(%s %s: a fixed warm-up, kept under bench.warmup=auto; nothing to replay)%n",
                                row.label(), entry.getKey());
                        continue;
                    }
                    cells++;
                    unreplayed += replay.beyondRecord;
                    double ratio = replay.oldScore / cell.score();
                    if (Math.abs(replay.newScore / cell.score() - 1) > 1e-6) {
                        System.out.printf(Locale.ROOT, "(%s %s: today's score made again is %.6g, the file says %.6g)%n",
                                row.label(), entry.getKey(), replay.newScore, cell.score());
                    }
                    ratios.add(ratio);
                    for (int l = 0; l < limits.length; l++) {
                        if (Math.abs(Math.log(ratio)) > Math.log1p(limits[l])) {
                            moved[l]++;
                        }
                    }
                    System.out.printf(Locale.ROOT, "| %s | %s | %s | %d | %s | %d | %.4g | %.4g | %.3f |%n",
                            file.getParent() == null ? file : file.getParent().getFileName(), row.label(), entry.getKey(),
                            cell.warmup().forks().size(), replay.stops, replay.cutShort, cell.score(), replay.oldScore, ratio);
                }
            }
        }
        ratios.sort(null);
        System.out.printf(Locale.ROOT, "%ncells replayed: %d; old/new beyond 2%%: %d, beyond 5%%: %d, beyond 10%%: %d;"
                        + " median old/new %.3f, range %.3f-%.3f; forks the old rule never stopped within the record: %d%n",
                cells, moved[0], moved[1], moved[2], ratios.isEmpty() ? Double.NaN : ratios.get(ratios.size() / 2),
                ratios.isEmpty() ? Double.NaN : ratios.get(0), ratios.isEmpty() ? Double.NaN : ratios.get(ratios.size() - 1),
                unreplayed);
    }

    /** What the old rule makes of one cell: where each fork would have stopped, and the cell's score then. */
    record Replay(List<Integer> stops, int cutShort, int beyondRecord, double oldScore, double newScore) {
    }

    static Replay replay(Cell cell, Mode mode, int window) {
        SteadyWindow old = new SteadyWindow(window);
        List<Integer> stops = new ArrayList<>();
        double sum = 0;
        int count = 0;
        double newSum = 0;
        int newCount = 0;
        int cutShort = 0;
        int beyond = 0;
        for (WarmupFork fork : cell.warmup().forks()) {
            if (fork.warmupIterations() != 0) {
                return null; // a fixed warm-up (bench.warmup=fixed, or a row that keeps it): nothing to replay
            }
            double[] scores = fork.scores();
            int stop = scores.length;
            List<Double> seen = new ArrayList<>();
            for (int n = 0; n < scores.length; n++) {
                seen.add(scores[n]);
                // The profiler asked JMH to end after the next iteration once the window was steady.
                if (old.endsSteady(seen)) {
                    stop = Math.min(scores.length, n + 2);
                    break;
                }
            }
            if (stop == scores.length && !old.endsSteady(seen)) {
                beyond++;
            }
            stops.add(stop);
            WarmupFork prefix = new WarmupFork(null, null, null, fork.startSeconds(), 0,
                    fork.iterations().subList(0, stop));
            WarmupFork classified = SteadyStateRule.DEFAULT.classify(prefix, mode);
            // As SteadyPart.firstKept: the steady start, half the fork without one, everything when unclassified.
            int first = classified.kind() == null ? 0
                    : classified.kind() == WarmupClass.NONE || classified.steadyFrom() == null ? stop / 2
                    : Math.min(classified.steadyFrom(), stop - 1);
            for (int i = first; i < stop; i++) {
                sum += scores[i];
                count++;
            }
            // Cut short: the rest of the recorded fork says the old stop fell before a material change.
            WarmupFork whole = SteadyStateRule.DEFAULT.classify(
                    new WarmupFork(null, null, null, fork.startSeconds(), 0, fork.iterations()), mode);
            if (whole.steadyFrom() != null && whole.steadyFrom() > stop) {
                cutShort++;
                System.out.printf(Locale.ROOT, "(fork %d: the old rule stopped after %d iterations, %.1f s; the whole fork is steady from %d, %.1f s)%n",
                        stops.size(), stop, fork.startOf(stop), whole.steadyFrom(), fork.startOf(whole.steadyFrom()));
            }
            // Today's score made again from the whole fork: a check that the replay scores as the run did.
            int wholeFirst = whole.kind() == null ? 0
                    : whole.kind() == WarmupClass.NONE || whole.steadyFrom() == null ? scores.length / 2
                    : Math.min(whole.steadyFrom(), scores.length - 1);
            for (int i = wholeFirst; i < scores.length; i++) {
                newSum += scores[i];
                newCount++;
            }
        }
        return new Replay(stops, cutShort, beyond, sum / count, newSum / newCount);
    }
}
