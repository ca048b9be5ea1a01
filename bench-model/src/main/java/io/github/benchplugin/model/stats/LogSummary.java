package io.github.benchplugin.model.stats;

/**
 * Count, mean and sample variance of log-scale observations.
 * Variance is computed around the mean in two passes, so identical values give exactly 0.
 */
record LogSummary(int n, double mean, double variance) {

    public static LogSummary of(double[] logs) {
        int n = logs.length;
        double sum = 0;
        for (double x : logs) {
            sum += x;
        }
        double mean = n == 0 ? Double.NaN : sum / n;
        double squares = 0;
        for (double x : logs) {
            squares += (x - mean) * (x - mean);
        }
        double variance = n < 2 ? 0 : squares / (n - 1);
        return new LogSummary(n, mean, variance);
    }

    /** Squared standard error of the mean. */
    double varianceOfMean() {
        return variance / n;
    }
}
