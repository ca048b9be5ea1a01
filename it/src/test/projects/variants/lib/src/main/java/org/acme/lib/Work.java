package org.acme.lib;

/**
 * The library's work: each call spins on System.nanoTime for a fixed time, which no JIT can
 * shorten (chains of multiply-adds and of xorshifts were: on JDK 25, 4x the rounds took 1.16x
 * to 1.28x the time). VariantsIT builds version 1.1 with 4x the time of {@code changed} (the
 * slower release) and 2.0 without {@code legacy} (a removed method).
 */
public final class Work {

    private static final long CHANGED_NANOS = /*changed*/500;
    private static final long UNCHANGED_NANOS = 500;

    private Work() {
    }

    /** The method a release makes slower. */
    public static long changed(long seed) {
        return spin(seed, CHANGED_NANOS);
    }

    /** The same in every version. */
    public static long unchanged(long seed) {
        return spin(seed, UNCHANGED_NANOS);
    }

    // legacy-start
    /** Gone in 2.0: a benchmark compiled against 1.0 that calls it cannot link with 2.0. */
    public static long legacy(long seed) {
        return spin(seed, UNCHANGED_NANOS);
    }
    // legacy-end

    private static long spin(long seed, long nanos) {
        long end = System.nanoTime() + nanos;
        long x = seed;
        while (System.nanoTime() < end) {
            x++;
        }
        return x;
    }
}
