package io.github.benchplugin.engine.output;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Removes scratch folders inside an output folder that is ours ({@link OutputFolder}), whole or all
 * but the files still needed. Symbolic links are removed, never followed.
 */
public final class ScratchFolders {

    private ScratchFolders() {
    }

    /** Removes the folder and everything in it; nothing when it is not there. */
    public static void remove(Path dir) throws IOException {
        keepOnly(dir, Set.of());
    }

    /**
     * Removes every file under {@code dir} but those in {@code keep}, then every folder left empty
     * (the folder itself too, when nothing is kept).
     */
    public static void keepOnly(Path dir, Set<Path> keep) throws IOException {
        if (!Files.isDirectory(dir, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        Set<Path> kept = keep.stream().map(p -> p.toAbsolutePath().normalize()).collect(Collectors.toSet());
        List<Path> deepestFirst;
        try (Stream<Path> walk = Files.walk(dir)) {
            deepestFirst = walk.sorted(Comparator.reverseOrder()).toList();
        }
        for (Path p : deepestFirst) {
            if (Files.isDirectory(p, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                if (isEmpty(p)) {
                    Files.delete(p);
                }
            } else if (!kept.contains(p.toAbsolutePath().normalize())) {
                Files.deleteIfExists(p);
            }
        }
    }

    private static boolean isEmpty(Path dir) throws IOException {
        try (Stream<Path> entries = Files.list(dir)) {
            return entries.findAny().isEmpty();
        }
    }
}
