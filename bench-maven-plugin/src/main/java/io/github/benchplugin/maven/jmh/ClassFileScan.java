package io.github.benchplugin.maven.jmh;

import java.io.IOException;
import java.io.InputStream;
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

    public static ClassFileScan of(List<Path> outputDirectories) throws IOException {
        ClassFileScan scan = new ClassFileScan();
        for (Path dir : outputDirectories) {
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".class"))::iterator) {
                    scan.inspect(dir, f);
                }
            }
        }
        return scan;
    }

    private void inspect(Path root, Path classFile) throws IOException {
        byte[] bytes;
        try (InputStream in = Files.newInputStream(classFile)) {
            bytes = in.readAllBytes();
        }
        if (bytes.length < 8 || readInt(bytes, 0) != CLASS_MAGIC) {
            return;
        }
        int major = ((bytes[6] & 0xff) << 8) | (bytes[7] & 0xff);
        int feature = major - MAJOR_TO_FEATURE;
        if (feature > newestFeatureVersion) {
            newestFeatureVersion = feature;
            newestClass = root.relativize(classFile).toString();
        }
        if (!usesBenchmarkAnnotation && contains(bytes, BENCHMARK_ANNOTATION)) {
            usesBenchmarkAnnotation = true;
        }
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
