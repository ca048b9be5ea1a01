package io.github.benchplugin.engine.explain;

import io.github.benchplugin.model.result.Evidence;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads async-profiler's collapsed stacks (bench.profilers=async with output=collapsed: one line per
 * distinct stack, "root;...;top count") into the flame graph's input: only the benchmark's stacks,
 * those through JMH's generated stub, cut to the stub and above as the JFR evidence is (the thread
 * pool and reflection below it are on every sample), Java names with dots, and each stack with at
 * least {@link Evidence#MIN_STACK_SHARE} of the samples.
 */
public final class AsyncCollapsed {

    private static final String GENERATED = ".jmh_generated.";

    private AsyncCollapsed() {
    }

    /** @param file the file's path as results.json names it; null when the text has no benchmark stack */
    public static Evidence.AsyncProfile parse(String text, String file) {
        Map<List<String>, Long> stacks = new LinkedHashMap<>();
        long samples = 0;
        for (String line : text.split("\n")) {
            int space = line.lastIndexOf(' ');
            if (space <= 0) {
                continue;
            }
            long count;
            try {
                count = Long.parseLong(line.substring(space + 1).trim());
            } catch (NumberFormatException e) {
                continue;
            }
            List<String> frames = Arrays.stream(line.substring(0, space).split(";")).map(AsyncCollapsed::name).toList();
            int stub = -1;
            for (int i = frames.size() - 1; i >= 0 && stub < 0; i--) {
                if (frames.get(i).contains(GENERATED)) {
                    stub = i;
                }
            }
            if (stub < 0) {
                continue; // another thread: the JIT, the GC, JMH's own
            }
            samples += count;
            stacks.merge(List.copyOf(frames.subList(stub, frames.size())), count, Long::sum);
        }
        if (samples == 0) {
            return null;
        }
        long min = Math.max(1, (long) Math.ceil(samples * Evidence.MIN_STACK_SHARE));
        List<Evidence.FoldedStack> kept = new ArrayList<>();
        stacks.entrySet().stream().filter(e -> e.getValue() >= min)
                .sorted(Map.Entry.<List<String>, Long>comparingByValue().reversed())
                .forEach(e -> kept.add(new Evidence.FoldedStack(e.getKey(), e.getValue())));
        return new Evidence.AsyncProfile(file, samples, kept);
    }

    /** "org/acme/Bench.run_[j]" -> "org.acme.Bench.run": async-profiler's frame type suffix off, dots for Java. */
    static String name(String frame) {
        String name = frame.replaceFirst("_\\[[a-z0-9]\\]$", "");
        return name.contains("/") && !name.startsWith("/") ? name.replace('/', '.') : name;
    }
}
