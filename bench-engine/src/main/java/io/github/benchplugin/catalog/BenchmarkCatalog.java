package io.github.benchplugin.catalog;

import io.github.benchplugin.config.BadInputException;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import java.util.stream.Collectors;

/**
 * The benchmarks of a project, read from the META-INF/BenchmarkList files JMH's annotation
 * processor generates (in target/classes, target/test-classes or both). JMH itself reads only
 * the first BenchmarkList on the classpath, so the catalog writes a merged one (with the plugin's
 * harness-floor benchmark) into an overlay directory that is put first on the measured classpath.
 */
public final class BenchmarkCatalog {

    public static final String RESOURCE = "META-INF/BenchmarkList";

    private final List<BenchmarkListEntry> entries;

    private BenchmarkCatalog(List<BenchmarkListEntry> entries) {
        this.entries = entries;
    }

    /** Reads every BenchmarkList found in the given output directories; an empty catalog when none. */
    public static BenchmarkCatalog read(List<Path> outputDirectories) throws IOException {
        Set<BenchmarkListEntry> all = new LinkedHashSet<>();
        for (Path dir : outputDirectories) {
            Path list = dir.resolve(RESOURCE);
            if (Files.isRegularFile(list)) {
                try (InputStream in = Files.newInputStream(list)) {
                    all.addAll(BenchmarkList.readBenchmarkList(in));
                }
            }
        }
        return new BenchmarkCatalog(new ArrayList<>(all));
    }

    public boolean isEmpty() {
        return entries.isEmpty();
    }

    /** Methods in name order, each with its modes and declared parameters. */
    public List<BenchmarkMethod> methods() {
        Map<String, List<BenchmarkListEntry>> byName = new TreeMap<>();
        for (BenchmarkListEntry e : entries) {
            byName.computeIfAbsent(e.getUsername(), n -> new ArrayList<>()).add(e);
        }
        List<BenchmarkMethod> methods = new ArrayList<>();
        byName.forEach((name, list) -> {
            // @BenchmarkMode(Mode.All) runs every concrete mode: rows come back per concrete mode.
            List<String> modes = list.stream()
                    .flatMap(e -> e.getMode() == org.openjdk.jmh.annotations.Mode.All
                            ? Arrays.stream(org.openjdk.jmh.annotations.Mode.values())
                                    .filter(m -> m != org.openjdk.jmh.annotations.Mode.All)
                            : java.util.stream.Stream.of(e.getMode()))
                    .map(org.openjdk.jmh.annotations.Mode::shortLabel).distinct().toList();
            Map<String, List<String>> params = new TreeMap<>();
            for (BenchmarkListEntry e : list) {
                if (e.getParams().hasValue()) {
                    e.getParams().get().forEach((k, v) -> params.put(k, Arrays.asList(v)));
                }
            }
            BenchmarkListEntry first = list.get(0);
            methods.add(new BenchmarkMethod(name, modes, params, first.getOperationsPerInvocation().orElse(1),
                    AnnotatedSettings.of(first)));
        });
        return methods;
    }

    /**
     * The methods selected by bench.include / bench.exclude, regular expressions matched the way
     * JMH matches them (find anywhere in the fully qualified name).
     */
    public List<BenchmarkMethod> select(List<String> includes, List<String> excludes) {
        List<Pattern> in = compile("bench.include", includes);
        List<Pattern> out = compile("bench.exclude", excludes);
        List<BenchmarkMethod> selected = methods().stream()
                .filter(m -> in.isEmpty() || in.stream().anyMatch(p -> p.matcher(m.name()).find()))
                .filter(m -> out.stream().noneMatch(p -> p.matcher(m.name()).find()))
                .toList();
        if (selected.isEmpty()) {
            String some = methods().stream().limit(5).map(BenchmarkMethod::name).collect(Collectors.joining(", "));
            throw new BadInputException("bench.include " + includes + (excludes.isEmpty() ? "" : " / bench.exclude " + excludes)
                    + " matches no benchmark; there are " + methods().size() + ", for example: " + some);
        }
        return selected;
    }

    /** Every bench.params name must be declared by at least one selected benchmark. */
    public static void checkParams(Map<String, List<String>> overrides, List<BenchmarkMethod> selected) {
        Set<String> declared = selected.stream().flatMap(m -> m.params().keySet().stream())
                .collect(Collectors.toCollection(java.util.TreeSet::new));
        for (String name : overrides.keySet()) {
            if (!declared.contains(name)) {
                throw new BadInputException("bench.params names '" + name + "', which no selected benchmark declares as @Param; "
                        + (declared.isEmpty() ? "they declare none" : "declared: " + String.join(", ", declared)));
            }
        }
    }

    /**
     * Writes the BenchmarkList the measured JVMs read below {@code overlayRoot}: every list of the
     * project merged (JMH reads only the first on the class path) plus {@code extra} entries (the
     * plugin's own harness-floor benchmark), and returns the directory to put first on the class path.
     */
    public Path writeOverlay(Path overlayRoot, List<BenchmarkListEntry> extra) throws IOException {
        Path list = overlayRoot.resolve(RESOURCE);
        Files.createDirectories(list.getParent());
        List<BenchmarkListEntry> all = new ArrayList<>(entries);
        all.addAll(extra);
        try (OutputStream out = Files.newOutputStream(list)) {
            BenchmarkList.writeBenchmarkList(out, all);
        }
        return overlayRoot;
    }

    private static List<Pattern> compile(String property, List<String> regexes) {
        List<Pattern> patterns = new ArrayList<>();
        for (String r : regexes) {
            try {
                patterns.add(Pattern.compile(r));
            } catch (PatternSyntaxException e) {
                throw new BadInputException(property + " '" + r + "' is not a valid regular expression: "
                        + e.getDescription());
            }
        }
        return patterns;
    }

}
