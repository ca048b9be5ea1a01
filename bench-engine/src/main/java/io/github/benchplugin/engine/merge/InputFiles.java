package io.github.benchplugin.engine.merge;

import io.github.benchplugin.engine.config.BadInputException;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Expands bench.inputs: a comma list of results.json files or glob patterns
 * (e.g. artifacts/*&#47;results.json, with the JDK's glob syntax: *, **, ?, [..], {a,b}).
 * Each entry stays one group, in the order given, so the merged columns follow bench.inputs.
 */
final class InputFiles {

    /** Deep enough for artifacts/&lt;job&gt;/target/bench/results.json layouts, shallow enough not to crawl a disk. */
    private static final int MAX_DEPTH = 16;

    /**
     * The files of one bench.inputs entry.
     *
     * @param entry the entry as written
     * @param files the files it names, sorted by path (the merge sorts a glob's columns by Java version)
     * @param glob  true when the entry was a pattern
     */
    public record Group(String entry, List<Path> files, boolean glob) {
    }

    private InputFiles() {
    }

    public static List<Group> expand(String inputs, Path baseDir) throws IOException {
        if (inputs == null || inputs.isBlank()) {
            throw new BadInputException("bench.inputs is empty; give a comma list of results.json files or glob patterns, "
                    + "e.g. -Dbench.inputs=jdk17/results.json,jdk25/results.json");
        }
        List<Group> groups = new ArrayList<>();
        for (String entry : inputs.split(",")) {
            String pattern = entry.trim();
            if (pattern.isEmpty()) {
                continue;
            }
            if (!isGlob(pattern)) {
                groups.add(new Group(pattern, List.of(baseDir.resolve(pattern).normalize()), false));
                continue;
            }
            List<Path> matched = glob(baseDir, pattern);
            if (matched.isEmpty()) {
                throw new BadInputException("bench.inputs pattern '" + pattern + "' matches no file below " + baseDir);
            }
            groups.add(new Group(pattern, matched, true));
        }
        return groups;
    }

    private static boolean isGlob(String pattern) {
        return pattern.chars().anyMatch(c -> "*?[{".indexOf(c) >= 0);
    }

    /** Walks the part of the pattern before its first wildcard and matches what is below with the JDK's glob matcher. */
    private static List<Path> glob(Path baseDir, String pattern) throws IOException {
        Path absolute = baseDir.resolve(pattern).normalize();
        Path start = absolute.getRoot();
        for (Path part : absolute) {
            if (isGlob(part.toString())) {
                break;
            }
            start = start.resolve(part);
        }
        if (!Files.isDirectory(start)) {
            return List.of();
        }
        Path root = start;
        String relativePattern = root.relativize(absolute).toString();
        PathMatcher matcher = FileSystems.getDefault().getPathMatcher("glob:" + relativePattern);
        try (Stream<Path> walk = Files.walk(root, MAX_DEPTH)) {
            return walk.filter(Files::isRegularFile).filter(p -> matcher.matches(root.relativize(p))).sorted().toList();
        }
    }
}
