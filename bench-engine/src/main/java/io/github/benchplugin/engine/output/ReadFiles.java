package io.github.benchplugin.engine.output;

import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.engine.config.RawSettings;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The files and folders a goal reads (bench.compareTo, bench.history, bench:merge's inputs), so that
 * none lies inside the output folder the goal rewrites: a reference a run overwrites is gone for the
 * next run, and a history or an input inside it is at the mercy of the run's clean-up. Such a path is
 * refused before anything is written, naming both; the user copies it elsewhere first (a copy made
 * for them would be one more file in a place they did not choose).
 *
 * @param files each path with the property that named it
 */
public record ReadFiles(List<ReadFile> files) {

    /** Nothing read. */
    public static final ReadFiles NONE = new ReadFiles(List.of());

    /** One path a goal reads, and the property that named it. */
    public record ReadFile(String property, Path path) {
    }

    public ReadFiles {
        files = List.copyOf(files);
    }

    /** The given properties' paths, those that are set. */
    public static ReadFiles of(RawSettings raw, String... properties) {
        List<ReadFile> files = new ArrayList<>();
        for (String property : properties) {
            Path path = raw.path(property);
            if (path != null) {
                files.add(new ReadFile(property, path));
            }
        }
        return new ReadFiles(files);
    }

    /** These and the paths of one more property (bench.inputs: every file its entries found). */
    public ReadFiles plus(String property, List<Path> paths) {
        List<ReadFile> all = new ArrayList<>(files);
        paths.forEach(p -> all.add(new ReadFile(property, p)));
        return new ReadFiles(all);
    }

    /** @throws BadInputException naming the first path that lies inside (or is) {@code output} */
    public void requireOutside(Path output) {
        Path out = located(output);
        for (ReadFile file : files) {
            if (located(file.path()).startsWith(out)) {
                throw new BadInputException(file.property() + " " + file.path() + " is inside "
                        + OutputFolder.PROPERTY + " " + output + ", which this goal rewrites; copy it to another"
                        + " folder first (e.g. cp -r " + output + " previous-bench) and name the copy");
            }
        }
    }

    /**
     * Where a path really is: symbolic links resolved in the part that exists (a link to the output folder
     * is the output folder), the rest added as written.
     */
    static Path located(Path path) {
        Path absolute = path.toAbsolutePath().normalize();
        Path existing = absolute;
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        if (existing == null) {
            return absolute;
        }
        try {
            return existing.toRealPath().resolve(existing.relativize(absolute)).normalize();
        } catch (IOException e) {
            return absolute;
        }
    }
}
