package io.github.benchplugin.host;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Group;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.TearDown;

import java.lang.reflect.Method;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Set;

/**
 * Whether JMH runs an @Setup or @TearDown(Level.Iteration) around a benchmark's iterations: one on
 * the benchmark's class (it is a @State itself) or on a state it takes as a parameter, declared there
 * or inherited, or on a state such a fixture takes in turn. Read by reflection in the loader over the
 * project's class path, classes not initialised; a class that cannot be loaded counts as no fixture.
 * (JMH's generated code cannot tell it: a thread-scoped state's fixtures are called there by name,
 * whatever their level.) Only annotations every JMH from 1.16 on has.
 */
final class IterationFixtureCheck {

    private IterationFixtureCheck() {
    }

    /**
     * @param userClass the benchmark's class, as the BenchmarkList names it
     * @param benchmark the benchmark's name: the class, a dot, the method or the @Group
     */
    static boolean of(String userClass, String benchmark) {
        try {
            ClassLoader loader = IterationFixtureCheck.class.getClassLoader();
            Class<?> type = Class.forName(userClass, false, loader);
            String method = benchmark.substring(benchmark.lastIndexOf('.') + 1);
            Deque<Class<?>> states = new ArrayDeque<Class<?>>();
            states.add(type);
            for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
                for (Method m : c.getDeclaredMethods()) {
                    if (isBenchmark(m, method)) {
                        addAll(states, m.getParameterTypes());
                    }
                }
            }
            return anyIterationFixture(states);
        } catch (ClassNotFoundException e) {
            return false;
        } catch (LinkageError e) {
            return false;
        } catch (SecurityException e) {
            return false;
        }
    }

    private static boolean isBenchmark(Method m, String name) {
        if (m.getAnnotation(Benchmark.class) == null) {
            return false;
        }
        Group group = m.getAnnotation(Group.class);
        return m.getName().equals(name) || (group != null && group.value().equals(name));
    }

    /** Each state and the states its fixtures take, walked once, superclasses included. */
    private static boolean anyIterationFixture(Deque<Class<?>> states) {
        Set<Class<?>> seen = new HashSet<Class<?>>();
        while (!states.isEmpty()) {
            Class<?> state = states.poll();
            if (!seen.add(state)) {
                continue;
            }
            for (Class<?> c = state; c != null && c != Object.class; c = c.getSuperclass()) {
                for (Method m : c.getDeclaredMethods()) {
                    Setup setup = m.getAnnotation(Setup.class);
                    TearDown tearDown = m.getAnnotation(TearDown.class);
                    if ((setup != null && setup.value() == Level.Iteration)
                            || (tearDown != null && tearDown.value() == Level.Iteration)) {
                        return true;
                    }
                    if (setup != null || tearDown != null) {
                        addAll(states, m.getParameterTypes());
                    }
                }
            }
        }
        return false;
    }

    private static void addAll(Deque<Class<?>> states, Class<?>[] types) {
        for (Class<?> t : types) {
            if (!t.isPrimitive() && !t.getName().startsWith("org.openjdk.jmh.") && !t.getName().startsWith("java.")) {
                states.add(t);
            }
        }
    }
}
