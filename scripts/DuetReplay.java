import io.github.benchplugin.model.io.ResultJsonReader;
import io.github.benchplugin.model.result.*;
import io.github.benchplugin.model.stats.PairedLogRatios;
import io.github.benchplugin.model.stats.RatioEstimator;
import java.nio.file.Path;
import java.util.*;

/**
 * Recomputes each row's comparisons between columns (runtimes and compared profiles) of recorded runs with the
 * RatioEstimator on the class path, and prints the recorded comparison beside the recomputed one: how a change
 * of the estimator (issue 51: duet pairs matched over the iterations both sides scored) reads the same forks.
 * With {@code --pairs} it prints each duet comparison's fork pairs instead: the mean log-ratio (candidate /
 * baseline) of each pair, in fork order, which shows what pairing left (a side slower all run long, one pair off).
 *
 * <pre>
 * mvn -B -q -o -pl bench-model dependency:build-classpath -Dmdep.outputFile=/tmp/cp.txt
 * java -cp bench-model/target/classes:$(cat /tmp/cp.txt) scripts/DuetReplay.java [--pairs] DIR/results.json...
 * </pre>
 */
public class DuetReplay {
    public static void main(String[] args) throws Exception {
        boolean pairs = args.length > 0 && args[0].equals("--pairs");
        for (String file : Arrays.copyOfRange(args, pairs ? 1 : 0, args.length)) {
            BenchResult result = new ResultJsonReader().read(Path.of(file));
            for (Row row : result.rows()) {
                Map<String, Comparison> all = new LinkedHashMap<>(row.comparisons());
                all.putAll(row.profileComparisons());
                for (Map.Entry<String, Comparison> e : all.entrySet()) {
                    Comparison old = e.getValue();
                    Cell b = row.cells().get(old.against());
                    Cell c = row.cells().get(e.getKey());
                    if (pairs) {
                        StringBuilder line = new StringBuilder(file + " " + row.params() + " " + e.getKey() + ":");
                        for (double d : PairedLogRatios.of(b, c).logRatios()) {
                            line.append(String.format(Locale.ROOT, " %+.3f", d));
                        }
                        System.out.println(line);
                        continue;
                    }
                    Comparison now = new RatioEstimator().compare(b, c, row.jmhMode(), old.against());
                    System.out.printf(Locale.ROOT, "%s %s %s: was %.3f [%.3f-%.3f] %s, now %.3f [%.3f-%.3f] %s | %s%n", file,
                            row.params(), e.getKey(), old.ratio(), old.ciLow(), old.ciHigh(), old.verdict(), now.ratio(), now.ciLow(), now.ciHigh(), now.verdict(),
                            now.note() == null ? "" : now.note().substring(0, Math.min(110, now.note().length())));
                }
            }
        }
    }
}
