package io.github.benchplugin.engine.catalog;

import io.github.benchplugin.engine.catalog.ClassesFingerprint;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * Looks at compiled classes without loading them: the newest class file version (the oldest
 * JDK that can run them) and whether any class uses JMH's @Benchmark (to tell "no benchmarks
 * here" from "benchmarks, but the annotation processor did not run").
 */
public final class ClassFileScan {

    private static final int CLASS_MAGIC = 0xCAFEBABE;
    /** Class file major version 52 is Java 8; feature version = major - 44. */
    private static final int MAJOR_TO_FEATURE = 44;
    private static final byte[] BENCHMARK_ANNOTATION =
            "Lorg/openjdk/jmh/annotations/Benchmark;".getBytes(StandardCharsets.UTF_8);

    private int newestFeatureVersion;
    private String newestClass;
    private boolean usesBenchmarkAnnotation;
    private String fingerprint;

    /** Reads every class file (and BenchmarkList) of the directories (or bench.jar) once, in a stable order. */
    public static ClassFileScan of(List<Path> outputDirectories) throws IOException {
        ClassFileScan scan = new ClassFileScan();
        ClassesFingerprint fingerprint = new ClassesFingerprint();
        for (int i = 0; i < outputDirectories.size(); i++) {
            Path dir = outputDirectories.get(i);
            fingerprint.directory(i);
            if (Files.isRegularFile(dir)) {
                scan.scanJar(dir, fingerprint);
                continue;
            }
            for (String relative : coveredFiles(dir)) {
                scan.add(relative, Files.readAllBytes(dir.resolve(relative)), fingerprint);
            }
        }
        scan.fingerprint = fingerprint.value();
        return scan;
    }

    /**
     * bench.jar: the entries of a benchmarks jar, as a class directory's files. Classes under
     * META-INF/versions belong to newer JDKs only (a multi-release jar) and module-info is never
     * loaded from the class path: neither limits the oldest JDK that runs the benchmarks.
     */
    private void scanJar(Path jar, ClassesFingerprint fingerprint) throws IOException {
        try (JarFile file = new JarFile(jar.toFile())) {
            List<JarEntry> entries = file.stream()
                    .filter(e -> !e.isDirectory() && ClassesFingerprint.covers(e.getName()))
                    .filter(e -> !e.getName().startsWith("META-INF/versions/") && !e.getName().endsWith("module-info.class"))
                    .sorted(Comparator.comparing(JarEntry::getName))
                    .toList();
            for (JarEntry entry : entries) {
                try (InputStream in = file.getInputStream(entry)) {
                    add(entry.getName(), in.readAllBytes(), fingerprint);
                }
            }
        }
    }

    private void add(String relative, byte[] bytes, ClassesFingerprint fingerprint) {
        fingerprint.file(relative, bytes);
        if (relative.endsWith(".class")) {
            inspect(relative, bytes);
        }
    }

    /** Paths relative to {@code dir}, '/'-separated and sorted, independent of the file system's listing order. */
    private static List<String> coveredFiles(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(Files::isRegularFile)
                    .map(p -> dir.relativize(p).toString().replace('\\', '/'))
                    .filter(ClassesFingerprint::covers)
                    .sorted()
                    .toList();
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    private void inspect(String relativePath, byte[] bytes) {
        if (bytes.length < 8 || readInt(bytes, 0) != CLASS_MAGIC) {
            return;
        }
        int major = ((bytes[6] & 0xff) << 8) | (bytes[7] & 0xff);
        int feature = major - MAJOR_TO_FEATURE;
        if (feature > newestFeatureVersion) {
            newestFeatureVersion = feature;
            newestClass = relativePath;
        }
        if (!usesBenchmarkAnnotation && contains(bytes, BENCHMARK_ANNOTATION)) {
            usesBenchmarkAnnotation = true;
        }
    }

    /** {@link ClassesFingerprint} of the scanned files, for bench.resume. */
    public String fingerprint() {
        return fingerprint;
    }

    private static int readInt(byte[] b, int at) {
        return ((b[at] & 0xff) << 24) | ((b[at + 1] & 0xff) << 16) | ((b[at + 2] & 0xff) << 8) | (b[at + 3] & 0xff);
    }

    private static boolean contains(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i <= haystack.length - needle.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }

    /** The feature version the newest class needs (0 when there are no classes). */
    public int newestFeatureVersion() {
        return newestFeatureVersion;
    }

    public String newestClass() {
        return newestClass;
    }

    public boolean usesBenchmarkAnnotation() {
        return usesBenchmarkAnnotation;
    }
}
