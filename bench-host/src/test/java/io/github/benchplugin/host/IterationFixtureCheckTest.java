package io.github.benchplugin.host;

import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Group;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Where an iteration-level fixture can sit, found; trial and invocation fixtures are not it. */
class IterationFixtureCheckTest {

    @State(Scope.Thread)
    public static class EmptiedEachIteration {
        @TearDown(Level.Iteration)
        public void empty() {
        }
    }

    @State(Scope.Thread)
    public static class SetUpOnce {
        @Setup(Level.Trial)
        public void fill() {
        }

        @Setup(Level.Invocation)
        public void each() {
        }
    }

    /** A state whose trial fixture takes another state, which resets every iteration. */
    @State(Scope.Thread)
    public static class Nested {
        @Setup
        public void fill(EmptiedEachIteration inner) {
        }
    }

    @State(Scope.Group)
    public static class Shared {
        @Setup(Level.Iteration)
        public void reset() {
        }
    }

    public static class Benchmarks {
        @Benchmark
        public void withParameter(EmptiedEachIteration state) {
        }

        @Benchmark
        public void withTrialOnly(SetUpOnce state) {
        }

        @Benchmark
        public void throughAFixture(Nested state) {
        }

        @Benchmark
        @Group("pingPong")
        public void ping(Shared state) {
        }

        @Benchmark
        @Group("pingPong")
        public void pong() {
        }
    }

    /** The benchmark's class is its own state, its fixture inherited. */
    @State(Scope.Thread)
    public abstract static class Base {
        @Setup(Level.Iteration)
        public void reset() {
        }
    }

    public static class Inheriting extends Base {
        @Benchmark
        public void work() {
        }
    }

    private static boolean check(Class<?> type, String method) {
        return IterationFixtureCheck.of(type.getName(), type.getName() + "." + method);
    }

    @Test
    void foundOnAParameterAStateOfAFixtureAGroupAndASuperclass() {
        assertTrue(check(Benchmarks.class, "withParameter"));
        assertTrue(check(Benchmarks.class, "throughAFixture"));
        assertTrue(check(Benchmarks.class, "pingPong"), "a @Group: any of its methods' states");
        assertTrue(check(Inheriting.class, "work"));
    }

    @Test
    void trialAndInvocationFixturesAndUnknownClassesAreNot() {
        assertFalse(check(Benchmarks.class, "withTrialOnly"));
        assertFalse(IterationFixtureCheck.of("org.acme.Missing", "org.acme.Missing.work"));
    }
}
