package io.github.benchplugin.model.history;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * One row on one runtime in a history record: only what a trend needs, no raw iteration samples
 * (a record stays a few hundred bytes per cell however long the run was).
 *
 * @param benchmark       as JMH names it
 * @param mode            thrpt, avgt, sample or ss
 * @param params          @Param values, sorted by name
 * @param runtime         the runtime id ("17")
 * @param javaVersion     the JDK's full version
 * @param unit            the score unit
 * @param forkMeans       the mean of each fork: the fork is the unit of replication
 * @param allocBytesPerOp bytes allocated per operation; null when not measured
 */
public record RecordedCell(String benchmark, String mode, Map<String, String> params, String runtime,
                           String javaVersion, String unit, List<Double> forkMeans, Double allocBytesPerOp) {

    /** The class of an unmodifiable sorted view: such params (the reader's, one per row) are shared, not copied. */
    private static final Class<?> SORTED_VIEW = Collections.unmodifiableSortedMap(new TreeMap<>()).getClass();

    public RecordedCell {
        params = params == null ? Map.of()
                : params.getClass() == SORTED_VIEW && ((SortedMap<String, String>) params).comparator() == null ? params
                : Collections.unmodifiableSortedMap(new TreeMap<>(params));
        forkMeans = forkMeans == null ? List.of() : List.copyOf(forkMeans);
    }

    /** The run's score: the mean of its fork means; NaN without forks. */
    public double mean() {
        double sum = 0;
        for (Double fork : forkMeans) {
            sum += fork;
        }
        return forkMeans.isEmpty() ? Double.NaN : sum / forkMeans.size();
    }
}
