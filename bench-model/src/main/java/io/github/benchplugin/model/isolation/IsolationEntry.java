package io.github.benchplugin.model.isolation;

import com.fasterxml.jackson.annotation.JsonIgnore;
import io.github.benchplugin.model.result.Mode;

import java.util.Map;
import java.util.TreeMap;

/**
 * One benchmark row measured both ways: one element of isolation.json. The first six fields
 * are the contract; the rest help a reader judge whether the divergence is beyond noise.
 *
 * @param benchmark      fully qualified method name, as JMH names it
 * @param mode           JMH short mode name
 * @param params         @Param values as strings; empty when none
 * @param runtime        the runtime (bench.jdks column id) both numbers were measured on
 * @param isolated       score measured in a fork of its own
 * @param inProcess      score measured in one JVM shared with the other benchmarks
 * @param divergence     inProcess / isolated; 1 means the in-process number agrees
 * @param unit           the score unit of both numbers
 * @param isolatedError  half-width of JMH's interval for the isolated score; null when unknown
 * @param inProcessError half-width of JMH's interval for the in-process score; null when unknown
 */
public record IsolationEntry(
        String benchmark,
        String mode,
        Map<String, String> params,
        String runtime,
        double isolated,
        double inProcess,
        double divergence,
        String unit,
        Double isolatedError,
        Double inProcessError) {

    public IsolationEntry {
        params = params == null ? Map.of() : new TreeMap<>(params);
    }

    /** How far from agreement, symmetric for faster and slower: |ln divergence|. */
    @JsonIgnore
    public double distance() {
        return Math.abs(Math.log(divergence));
    }

    /**
     * How many times slower the in-process number makes the benchmark look (below 1: faster).
     * The mode decides the direction: for throughput a smaller in-process score is slower.
     */
    @JsonIgnore
    public double inProcessSlowdown() {
        return Mode.fromShortName(mode).higherIsBetter() ? 1 / divergence : divergence;
    }
}
