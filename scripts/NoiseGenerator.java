import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

/**
 * A busy neighbour for validating verdicts on a noisy machine (issue 51, duet mode): on every CPU, bursts
 * of 50-500 ms of either CPU work or memory-bandwidth work (streaming over a buffer larger than the last
 * level cache), separated by quiet gaps of 50-500 ms, the pattern drawn from a seed so two runs meet the
 * same noise. Bounded in time: it stops by itself.
 *
 * <pre>
 *   java scripts/NoiseGenerator.java [--seed N] [--seconds S] [--duty 0.5] [--threads N]
 * </pre>
 * {@code --duty} is the share of time each thread spends in bursts (default 0.5); {@code --threads}
 * defaults to the number of CPUs. Prints one line at the start and one at the end (bursts per kind).
 */
public final class NoiseGenerator {

    /** 64 MiB: far past this machine's last-level cache, so each burst streams from memory. */
    private static final int BUFFER_LONGS = 8 * 1024 * 1024;
    private static final long MIN_BURST_MILLIS = 50;
    private static final long MAX_BURST_MILLIS = 500;

    /** Written by every CPU burst, so the JIT cannot drop the work. */
    static volatile long sink;

    public static void main(String[] args) throws InterruptedException {
        long seed = 1;
        long seconds = 60;
        double duty = 0.5;
        int threads = Runtime.getRuntime().availableProcessors();
        for (int i = 0; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--seed" -> seed = Long.parseLong(args[i + 1]);
                case "--seconds" -> seconds = Long.parseLong(args[i + 1]);
                case "--duty" -> duty = Double.parseDouble(args[i + 1]);
                case "--threads" -> threads = Integer.parseInt(args[i + 1]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]
                        + "; allowed: --seed, --seconds, --duty, --threads");
            }
        }
        if (!(duty > 0 && duty < 1)) {
            throw new IllegalArgumentException("--duty " + duty + " must lie between 0 and 1");
        }
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        System.out.printf("noise: %d thread(s), seed %d, %d s, duty %.2f, bursts of %d-%d ms%n", threads, seed,
                seconds, duty, MIN_BURST_MILLIS, MAX_BURST_MILLIS);
        SplittableRandom root = new SplittableRandom(seed);
        List<Burster> bursters = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            Burster b = new Burster(root.split(), end, duty);
            bursters.add(b);
            b.start();
        }
        long cpu = 0;
        long memory = 0;
        for (Burster b : bursters) {
            b.join();
            cpu += b.cpuBursts;
            memory += b.memoryBursts;
        }
        System.out.printf("noise: done, %d CPU bursts and %d memory bursts%n", cpu, memory);
    }

    /** One thread: alternating quiet gaps and bursts of one kind, drawn from its own random stream. */
    private static final class Burster extends Thread {
        private final SplittableRandom random;
        private final long end;
        private final double duty;
        private final long[] buffer = new long[BUFFER_LONGS];
        long cpuBursts;
        long memoryBursts;

        Burster(SplittableRandom random, long end, double duty) {
            this.random = random;
            this.end = end;
            this.duty = duty;
            setDaemon(true);
        }

        @Override
        public void run() {
            try {
                while (System.nanoTime() < end) {
                    long burst = random.nextLong(MIN_BURST_MILLIS, MAX_BURST_MILLIS + 1);
                    // The gap keeps the duty cycle on average: burst / (burst + gap) = duty.
                    long gap = Math.max(1, Math.round(burst * (1 - duty) / duty * (0.5 + random.nextDouble())));
                    Thread.sleep(Math.min(gap, remainingMillis()));
                    long until = Math.min(end, System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(burst));
                    if (random.nextBoolean()) {
                        cpu(until);
                        cpuBursts++;
                    } else {
                        memory(until);
                        memoryBursts++;
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }

        private long remainingMillis() {
            return Math.max(0, TimeUnit.NANOSECONDS.toMillis(end - System.nanoTime()));
        }

        /** Integer work in registers: competes for the core, not for memory. */
        private void cpu(long until) {
            long x = random.nextLong();
            while (System.nanoTime() < until) {
                for (int i = 0; i < 10_000; i++) {
                    x = x * 6364136223846793005L + 1442695040888963407L;
                }
            }
            sink = x;
        }

        /** A stream over 64 MiB, a cache line at a time: competes for caches and memory bandwidth. */
        private void memory(long until) {
            long sum = 0;
            while (System.nanoTime() < until) {
                for (int i = 0; i < buffer.length; i += 8) {
                    buffer[i] += i;
                    sum += buffer[i];
                }
            }
            sink = sum;
        }
    }
}
