package io.github.benchplugin.model.stats;

import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * The validation of {@link ChangePointDetector} published in docs/history.md: seeded simulated
 * series of run means with the noise of our runs, counted the way the issue states its targets.
 * Run it with
 * {@code mvn -o -q test -pl bench-model -Dtest=ChangePointValidationTest -Dbench.validation.series=2000}
 * (the test prints the table), or through {@link #main}.
 *
 * <p>Noise model: a run mean is the true value times exp(N(0, sigma)), and with probability
 * {@code outlierRate} one run is additionally 8-20% slower (a noisy neighbour on a shared runner).
 */
public record ChangePointSimulation(double sigma, double outlierRate, long seed) {

    /** Run-to-run spread of a run mean (5 forks) on a quiet runner: 1%, and 2 runs in 100 an outlier. */
    public static final ChangePointSimulation TYPICAL = new ChangePointSimulation(0.01, 0.02, 42);

    /** The figures for one simulated scenario. */
    public record Figures(String scenario, int series, double falseRate, double foundRate, double exactRate) {

        String line() {
            return String.format(Locale.ROOT, "| %s | %d | %.1f%% | %.1f%% | %.1f%% |", scenario, series,
                    100 * falseRate, 100 * foundRate, 100 * exactRate);
        }
    }

    /** Stationary series of {@code length} runs: any change point is a false one. */
    public Figures stationary(ChangePointDetector detector, int length, int count) {
        SplittableRandom random = new SplittableRandom(seed);
        int withFalse = 0;
        for (int s = 0; s < count; s++) {
            if (!detector.detect(series(random, length, -1, 1.0)).isEmpty()) {
                withFalse++;
            }
        }
        return new Figures("stationary, " + length + " runs", count, (double) withFalse / count, 0, 0);
    }

    /**
     * A step of {@code factor} after {@code before} runs, seen {@code after} runs later: found when a
     * change point lies within 2 runs of the true one, exact when it is the true one; false when a
     * change point lies anywhere else.
     */
    public Figures step(ChangePointDetector detector, int before, int after, double factor, int count) {
        SplittableRandom random = new SplittableRandom(seed + 1);
        int found = 0;
        int exact = 0;
        int withFalse = 0;
        for (int s = 0; s < count; s++) {
            List<Integer> points = detector.detect(series(random, before + after, before, factor));
            boolean near = false;
            for (int p : points) {
                if (Math.abs(p - before) <= 2) {
                    near = true;
                    exact += p == before ? 1 : 0;
                } else {
                    withFalse++;
                }
            }
            found += near ? 1 : 0;
        }
        return new Figures(String.format(Locale.ROOT, "%+.0f%% step, %d runs before, %d after", 100 * (factor - 1),
                before, after), count, (double) withFalse / count, (double) found / count, (double) exact / count);
    }

    double[] series(SplittableRandom random, int length, int stepAt, double factor) {
        double[] values = new double[length];
        for (int i = 0; i < length; i++) {
            double level = stepAt >= 0 && i >= stepAt ? factor : 1.0;
            double value = level * Math.exp(sigma * gaussian(random));
            if (random.nextDouble() < outlierRate) {
                value *= 1.08 + 0.12 * random.nextDouble();
            }
            values[i] = 100 * value;
        }
        return values;
    }

    static double gaussian(SplittableRandom random) {
        // Box-Muller: SplittableRandom has no nextGaussian before Java 17's RandomGenerator default
        double u = 1 - random.nextDouble();
        double v = random.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    }

    /** The validation table of docs/history.md. */
    public static List<Figures> typicalTable(ChangePointDetector detector, int count) {
        return TYPICAL.table(detector, count);
    }

    /** The same scenarios with this simulation's noise. */
    public List<Figures> table(ChangePointDetector detector, int count) {
        ChangePointSimulation sim = this;
        return List.of(
                sim.stationary(detector, 50, count),
                sim.step(detector, 45, 5, 1.05, count),
                sim.step(detector, 45, 3, 1.05, count),
                sim.step(detector, 20, 5, 1.05, count),
                sim.step(detector, 45, 5, 0.95, count),
                sim.step(detector, 45, 5, 1.03, count),
                sim.step(detector, 45, 5, 1.10, count));
    }

    /** Arguments: series per scenario (2000), sigma (0.01), outlier rate (0.02). */
    public static void main(String[] args) {
        int count = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        ChangePointSimulation sim = new ChangePointSimulation(args.length > 1 ? Double.parseDouble(args[1]) : TYPICAL.sigma,
                args.length > 2 ? Double.parseDouble(args[2]) : TYPICAL.outlierRate, TYPICAL.seed);
        System.out.println("| scenario | series | with a false change point | found (within 2 runs) | exact commit |");
        System.out.println("|---|---|---|---|---|");
        sim.table(ChangePointDetector.DEFAULT, count).forEach(f -> System.out.println(f.line()));
    }
}
