package io.github.benchplugin.catalog;

import io.github.benchplugin.catalog.ClassesFingerprint;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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

    /** Reads every class file (and BenchmarkList) of the directories once, in a stable order. */
    public static ClassFileScan of(List<Path> outputDirectories) throws IOException {
        ClassFileScan scan = new ClassFileScan();
        ClassesFingerprint fingerprint = new ClassesFingerprint();
        for (int i = 0; i < outputDirectories.size(); i++) {
            Path dir = outputDirectories.get(i);
            fingerprint.directory(i);
            for (String relative : coveredFiles(dir)) {
                byte[] bytes = Files.readAllBytes(dir.resolve(relative));
                fingerprint.file(relative, bytes);
                if (relative.endsWith(".class")) {
                    scan.inspect(relative, bytes);
                }
            }
        }
        scan.fingerprint = fingerprint.value();
        return scan;
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
