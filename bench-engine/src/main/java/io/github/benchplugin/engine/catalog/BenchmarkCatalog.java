package io.github.benchplugin.engine.catalog;

import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.host.CatalogReader;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.jar.JarFile;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import java.util.stream.Collectors;
import java.util.zip.ZipEntry;

/**
 * The benchmarks of a project, read from the META-INF/BenchmarkList files JMH's annotation
 * processor generates (in target/classes, target/test-classes or both), by the project's own JMH
 * (the format differs between releases; see {@link CatalogReader}). JMH itself reads only the
 * first BenchmarkList on the classpath, so the catalog writes a merged one (with the plugin's
 * harness-floor benchmark) into an overlay directory that is put first on the measured classpath:
 * the lines exactly as the project's JMH wrote them, so that it reads them back.
 */
public final class BenchmarkCatalog {

    public static final String RESOURCE = "META-INF/BenchmarkList";

    private final List<ListedBenchmark> entries;

    private BenchmarkCatalog(List<ListedBenchmark> entries) {
        this.entries = entries;
    }

    /**
     * Reads every BenchmarkList found in the given output directories (or a benchmarks jar) with the project's JMH; an
     * empty catalog when there is none.
     *
     * @param jmhClasspath the project's class path (with its jmh-core) and bench-host, where {@link CatalogReader} is
     * @throws BadInputException when the project's JMH cannot read a list, naming the file
     */
    public static BenchmarkCatalog read(List<Path> outputDirectories, ProjectJmh jmh, List<Path> jmhClasspath)
            throws IOException {
        Path unpacked = null;
        try {
            List<String> lists = new ArrayList<>();
            for (Path dir : outputDirectories) {
                if (Files.isRegularFile(dir)) {
                    // bench.jar: CatalogReader (Java 8, on the project's JMH) reads plain files, so the jar's list is copied out
                    unpacked = unpacked == null ? Files.createTempDirectory("bench-list") : unpacked;
                    copyListOutOfJar(dir, unpacked).ifPresent(list -> lists.add(list.toString()));
                    continue;
                }
                Path list = dir.resolve(RESOURCE);
                if (Files.isRegularFile(list)) {
                    lists.add(list.toString());
                }
            }
            if (lists.isEmpty()) {
                return new BenchmarkCatalog(List.of());
            }
            Set<ListedBenchmark> all = new LinkedHashSet<>();
            for (Map<String, Object> benchmark : readWithProjectJmh(lists, jmh, jmhClasspath)) {
                all.add(ListedBenchmark.of(benchmark));
            }
            return new BenchmarkCatalog(new ArrayList<>(all));
        } finally {
            if (unpacked != null) {
                deleteTree(unpacked);
            }
        }
    }

    /** The jar's BenchmarkList as {@code <tmp>/<jar name>/META-INF/BenchmarkList}, so that messages still name the jar. */
    private static Optional<Path> copyListOutOfJar(Path jar, Path tmp) throws IOException {
        try (JarFile file = new JarFile(jar.toFile())) {
            ZipEntry entry = file.getEntry(RESOURCE);
            if (entry == null) {
                return Optional.empty();
            }
            Path list = tmp.resolve(jar.getFileName().toString()).resolve(RESOURCE);
            Files.createDirectories(list.getParent());
            try (InputStream in = file.getInputStream(entry)) {
                Files.copy(in, list);
            }
            return Optional.of(list);
        }
    }

    private static void deleteTree(Path root) throws IOException {
        try (java.util.stream.Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    /**
     * Whether JMH's processor wrote a BenchmarkList into any of the directories (or, for bench.jar,
     * the jar holds one): a module without one (a parent POM, a library beside the benchmarks) is
     * skipped before its JMH is looked for.
     */
    public static boolean anyListIn(List<Path> outputDirectories) throws IOException {
        for (Path dir : outputDirectories) {
            if (Files.isRegularFile(dir)) {
                try (JarFile jar = new JarFile(dir.toFile())) {
                    if (jar.getEntry(RESOURCE) != null) {
                        return true;
                    }
                }
            } else if (Files.isRegularFile(dir.resolve(RESOURCE))) {
                return true;
            }
        }
        return false;
    }

    /** {@link CatalogReader#read} in a class loader of its own over the project's class path. */
    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> readWithProjectJmh(List<String> lists, ProjectJmh jmh,
                                                                List<Path> jmhClasspath) throws IOException {
        try (URLClassLoader loader = new URLClassLoader(urls(jmhClasspath), ClassLoader.getPlatformClassLoader())) {
            return (List<Map<String, Object>>) loader.loadClass(CatalogReader.class.getName())
                    .getMethod("read", List.class).invoke(null, lists);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            throw new BadInputException("JMH " + jmh.version() + " (" + jmh.jar() + ") cannot read the benchmark list "
                    + (cause instanceof IOException ? cause.getMessage() : String.join(", ", lists) + ": " + cause)
                    + "; rebuild the benchmarks with this JMH (mvn clean), so that its annotation processor writes"
                    + " the list again");
        } catch (ReflectiveOperationException | LinkageError e) {
            throw new BadInputException("JMH " + jmh.version() + " (" + jmh.jar() + ") could not be loaded to read "
                    + String.join(", ", lists) + ": " + e);
        }
    }

    private static URL[] urls(List<Path> classpath) throws MalformedURLException {
        List<URL> urls = new ArrayList<>();
        for (Path p : classpath) {
            urls.add(p.toUri().toURL());
        }
        return urls.toArray(URL[]::new);
    }

    public boolean isEmpty() {
        return entries.isEmpty();
    }

    /** Methods in name order, each with its modes and declared parameters. */
    public List<BenchmarkMethod> methods() {
        Map<String, List<ListedBenchmark>> byName = new TreeMap<>();
        for (ListedBenchmark e : entries) {
            byName.computeIfAbsent(e.name(), n -> new ArrayList<>()).add(e);
        }
        List<BenchmarkMethod> methods = new ArrayList<>();
        byName.forEach((name, list) -> {
            List<String> modes = list.stream().flatMap(e -> e.modes().stream()).distinct().toList();
            Map<String, List<String>> params = new TreeMap<>();
            list.forEach(e -> params.putAll(e.params()));
            ListedBenchmark first = list.get(0);
            boolean iterationFixtures = list.stream().anyMatch(ListedBenchmark::iterationFixtures);
            methods.add(new BenchmarkMethod(name, modes, params, first.opsPerInvocation(), first.annotated(),
                    iterationFixtures));
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
     * project merged (JMH reads only the first on the class path) plus {@code extraLines} (the
     * plugin's own harness-floor benchmark, when the project's JMH can run it), and returns the
     * directory to put first on the class path. Lines are copied as written: the project's JMH
     * reads them back, and no other JMH writes anything it must read.
     */
    public Path writeOverlay(Path overlayRoot, List<String> extraLines) throws IOException {
        Path list = overlayRoot.resolve(RESOURCE);
        Files.createDirectories(list.getParent());
        Set<String> lines = new LinkedHashSet<>();
        entries.forEach(e -> lines.add(e.line()));
        lines.addAll(extraLines);
        Files.write(list, lines, StandardCharsets.UTF_8);
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
