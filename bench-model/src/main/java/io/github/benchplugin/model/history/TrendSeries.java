package io.github.benchplugin.model.history;

import java.util.List;

/**
 * The runs of one row on one runtime and machine type, oldest first.
 *
 * @param machine the machine type as people read it ("AMD EPYC ..., 4 cpus, 16 GiB, Linux ...")
 */
public record TrendSeries(SeriesKey key, String machine, List<TrendPoint> points) {

    public TrendSeries {
        points = List.copyOf(points);
    }

    public double[] means() {
        return points.stream().mapToDouble(TrendPoint::mean).toArray();
    }
}
