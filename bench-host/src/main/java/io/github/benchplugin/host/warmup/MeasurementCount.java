package io.github.benchplugin.host.warmup;

import org.openjdk.jmh.infra.IterationParams;

import java.lang.reflect.Field;

/**
 * Shortens a running fork's measurement. JMH fixes the iteration count when a fork starts, but
 * its measurement loop (BaseRunner.runBenchmark, JMH 1.16 to 1.37) reads
 * {@code IterationParams.getCount()} again before every iteration, and hands the same params
 * object to the profilers; lowering its {@code count} field from a profiler ends the loop there,
 * with every iteration so far measured, scored and sent to the host as JMH does it. The field is
 * final, so this is reflection: if a JMH release ever lays the class out differently, nothing
 * changes and the fork runs to its cap, as it would without bench.warmup=auto's stop.
 */
final class MeasurementCount {

    private static final Field COUNT = countField();

    private MeasurementCount() {
    }

    /** Sets the fork's measurement count; false when this JMH does not allow it (the fork then runs on). */
    static boolean set(IterationParams params, int count) {
        if (COUNT == null) {
            return false;
        }
        try {
            COUNT.setInt(params, count);
            return params.getCount() == count;
        } catch (IllegalAccessException | RuntimeException e) {
            return false;
        }
    }

    private static Field countField() {
        for (Class<?> c = IterationParams.class; c != null; c = c.getSuperclass()) {
            try {
                Field f = c.getDeclaredField("count");
                if (f.getType() == int.class) {
                    f.setAccessible(true);
                    return f;
                }
            } catch (NoSuchFieldException e) {
                // declared higher up: IterationParamsL2 in every JMH release from 1.16 to 1.37
            } catch (RuntimeException e) {
                return null; // a module or security manager that refuses: run to the cap
            }
        }
        return null;
    }
}
