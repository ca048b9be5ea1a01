import io.github.benchplugin.model.io.ResultJsonReader;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.Mode;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.Warmup;
import io.github.benchplugin.model.result.WarmupFork;
import io.github.benchplugin.model.warmup.SteadyPart;
import io.github.benchplugin.model.warmup.WarmupAnalysis;
import org.apache.commons.math3.stat.descriptive.rank.Median;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Issue 50: the recorded forks of bench.warmup=auto runs scored again, once with every fork pooled (the rule
 * before the forks were judged) and once with the settled forks only, against each row's steady cost (the
 * median of its forks' last-quarter medians). Reads results.json and the results.raw.json.gz beside it; runs
 * no benchmark. Usage (from the repository root, after an install):
 *
 * <pre>
 * mvn -B -q -o -pl bench-model dependency:build-classpath -Dmdep.outputFile=/tmp/cp.txt
 * java -cp bench-model/target/classes:$(cat /tmp/cp.txt) scripts/SettledReplay.java DIR/results.json...
 * </pre>
 */
public class SettledReplay {

    public static void main(String[] args) throws Exception {
        WarmupAnalysis analysis = new WarmupAnalysis();
        System.out.println("| file | row | JDK | forks | every fork pooled / steady cost | settled forks only / steady cost | not scored (1-based: class, stop) |");
        System.out.println("|---|---|---|---|---|---|---|");
        for (String file : args) {
            BenchResult result = new ResultJsonReader().read(Path.of(file));
            String run = Path.of(file).getParent().getFileName().toString();
            for (Row row : result.rows()) {
                Mode mode = Mode.fromShortName(row.mode());
                for (Map.Entry<String, Cell> entry : row.cells().entrySet()) {
                    Cell cell = entry.getValue();
                    if (cell == null || !cell.isOk() || cell.warmup() == null || cell.warmup().forks().isEmpty()) {
                        continue;
                    }
                    // The forks as the host recorded them (no JMH warm-up under auto: every iteration measured).
                    // A file written since the forks are judged carries the marks: cleared, so that "before" pools every fork.
                    List<WarmupFork> forks = cell.warmup().forks().stream().map(f -> f.withSettled(true)).toList();
                    List<List<Double>> measured = forks.stream()
                            .map(f -> Arrays.stream(f.scores()).boxed().toList()).toList();
                    Cell recorded = Cell.builder(CellStatus.OK).score(0.0).samples(measured.stream().flatMap(List::stream).toList())
                            .forkSamples(measured).build().withWarmup(analysis.of(forks, mode));
                    Cell before = SteadyPart.of(recorded);
                    Warmup judged = analysis.settled(recorded.warmup(), mode);
                    Cell after = SteadyPart.of(recorded.withWarmup(judged));
                    double cost = new Median().evaluate(forks.stream().mapToDouble(f -> {
                        double[] s = f.scores();
                        return new Median().evaluate(Arrays.copyOfRange(s, s.length * 3 / 4, s.length));
                    }).toArray());
                    List<String> left = new ArrayList<>();
                    for (int f = 0; f < judged.forks().size(); f++) {
                        WarmupFork fork = judged.forks().get(f);
                        if (!judged.scores(fork)) {
                            left.add((f + 1) + ": " + fork.kind().json() + ", " + (fork.stopReason() == null ? "-"
                                    : fork.stopReason().json()));
                        }
                    }
                    boolean none = judged.forks().stream().allMatch(WarmupFork::neverSettled);
                    System.out.println(String.format(Locale.ROOT, "| %s | %s | %s | %d | %.3f | %.3f | %s |", run,
                            row.benchmark().replaceAll(".*\\.", ""), entry.getKey(), forks.size(), before.score() / cost,
                            after.score() / cost, none ? "none settled: every fork scored (NOT_CONVERGED)"
                                    : left.isEmpty() ? "-" : String.join("; ", left)));
                }
            }
        }
    }
}
