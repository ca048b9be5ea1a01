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
 * <p>Two patterns. {@code apart} (the default): each thread draws its own bursts, so at a given moment one
 * CPU may be busy and the other quiet, as when a neighbour's single-threaded job lands on one core.
 * {@code together}: every thread follows one schedule on one clock, so all CPUs are busy at once and
 * quiet at once (each thread still picks the same kind), as when a neighbour's parallel build or GC burst
 * takes the whole machine. Duet pairing can only cancel noise both sides meet: the second pattern shows
 * what it cancels, the first what it cannot.
 *
 * <pre>
 *   java scripts/NoiseGenerator.java [--seed N] [--seconds S] [--duty 0.5] [--threads N] [--pattern apart|together]
 *        [--start-at EPOCH_MILLIS]
 * </pre>
 * {@code --start-at} starts the schedule's clock at a wall-clock time instead of now, so that several
 * generators (one per CPU under {@code taskset}, so that no CPU gets two noise threads while another gets
 * none) keep one schedule with {@code --pattern together} and the same seed.
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
        boolean together = false;
        long startAtMillis = -1;
        for (int i = 0; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--seed" -> seed = Long.parseLong(args[i + 1]);
                case "--seconds" -> seconds = Long.parseLong(args[i + 1]);
                case "--duty" -> duty = Double.parseDouble(args[i + 1]);
                case "--threads" -> threads = Integer.parseInt(args[i + 1]);
                case "--start-at" -> startAtMillis = Long.parseLong(args[i + 1]);
                case "--pattern" -> together = switch (args[i + 1]) {
                    case "apart" -> false;
                    case "together" -> true;
                    default -> throw new IllegalArgumentException("--pattern " + args[i + 1]
                            + ": allowed are apart and together");
                };
                default -> throw new IllegalArgumentException("unknown option " + args[i]
                        + "; allowed: --seed, --seconds, --duty, --threads, --pattern, --start-at");
            }
        }
        if (!(duty > 0 && duty < 1)) {
            throw new IllegalArgumentException("--duty " + duty + " must lie between 0 and 1");
        }
        long start = System.nanoTime() + (startAtMillis < 0 ? 0
                : TimeUnit.MILLISECONDS.toNanos(startAtMillis - System.currentTimeMillis()));
        long end = start + TimeUnit.SECONDS.toNanos(seconds);
        System.out.printf("noise: %d thread(s), seed %d, %d s, duty %.2f, bursts of %d-%d ms, %s%n", threads, seed,
                seconds, duty, MIN_BURST_MILLIS, MAX_BURST_MILLIS, together ? "together" : "apart");
        SplittableRandom root = new SplittableRandom(seed);
        List<Burster> bursters = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            // Together: the same stream from the same start, so every thread draws the same bursts at the same times.
            SplittableRandom stream = together ? new SplittableRandom(seed) : root.split();
            Burster b = new Burster(stream, start, end, duty);
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
        private final long start;
        private final long end;
        private final double duty;
        private final long[] buffer = new long[BUFFER_LONGS];
        long cpuBursts;
        long memoryBursts;

        Burster(SplittableRandom random, long start, long end, double duty) {
            this.random = random;
            this.start = start;
            this.end = end;
            this.duty = duty;
            setDaemon(true);
        }

        @Override
        public void run() {
            try {
                // Planned on one clock from the common start: a burst that overruns (a memory pass ends late)
                // does not shift the later ones, so threads that share a schedule stay in step.
                long at = start;
                while (at < end) {
                    long burst = random.nextLong(MIN_BURST_MILLIS, MAX_BURST_MILLIS + 1);
                    // The gap keeps the duty cycle on average: burst / (burst + gap) = duty.
                    long gap = Math.max(1, Math.round(burst * (1 - duty) / duty * (0.5 + random.nextDouble())));
                    at += TimeUnit.MILLISECONDS.toNanos(gap);
                    sleepUntil(Math.min(at, end));
                    long until = Math.min(end, at + TimeUnit.MILLISECONDS.toNanos(burst));
                    at = until;
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

        private static void sleepUntil(long nanoTime) throws InterruptedException {
            long left = nanoTime - System.nanoTime();
            if (left > 0) {
                TimeUnit.NANOSECONDS.sleep(left);
            }
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
