package io.github.benchplugin.maven;

import io.github.benchplugin.config.BadInputException;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** Expands bench.inputs: a comma list of results.json files or glob patterns (e.g. artifacts/*&#47;results.json). */
final class InputFiles {

    private InputFiles() {
    }

    static List<Path> expand(String inputs, Path baseDir) throws IOException {
        if (inputs == null || inputs.isBlank()) {
            throw new BadInputException("bench.inputs is empty; give a comma list of results.json files or glob patterns, "
                    + "e.g. -Dbench.inputs=jdk17/results.json,jdk25/results.json");
        }
        List<Path> files = new ArrayList<>();
        for (String entry : inputs.split(",")) {
            String pattern = entry.trim();
            if (pattern.isEmpty()) {
                continue;
            }
            if (!pattern.contains("*") && !pattern.contains("?") && !pattern.contains("[")) {
                files.add(baseDir.resolve(pattern).normalize());
                continue;
            }
            List<Path> matched = glob(baseDir, pattern);
            if (matched.isEmpty()) {
                throw new BadInputException("bench.inputs pattern '" + pattern + "' matches no file below " + baseDir);
            }
            files.addAll(matched);
        }
        return files;
    }

    private static List<Path> glob(Path baseDir, String pattern) throws IOException {
        Path absolute = baseDir.resolve(pattern);
        // Walk from the deepest directory without wildcards, matching the full path.
        Path root = absolute.getRoot();
        Path start = root;
        for (Path part : absolute) {
            if (part.toString().matches(".*[*?\\[].*")) {
                break;
            }
            start = start.resolve(part);
        }
        PathMatcher matcher = FileSystems.getDefault().getPathMatcher("glob:" + absolute.normalize());
        if (!Files.isDirectory(start)) {
            return List.of();
        }
        try (Stream<Path> walk = Files.walk(start, 16)) {
            return walk.filter(Files::isRegularFile).filter(p -> matcher.matches(p.normalize())).sorted().toList();
        }
    }
}
