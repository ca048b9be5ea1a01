package io.github.benchplugin.engine.output;

import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.model.io.AtomicFiles;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * A folder the plugin writes its files into (bench.outputDirectory), and whether it is ours to
 * rewrite: only when it carries our marker file {@value #MARKER}. A goal deletes and rewrites files
 * (output/ is cleared at a run's start, results.* replaced, work/ removed at its end), so a folder
 * a user named by mistake (the project itself, {@code .}, a folder of reports) must never be taken
 * over: as Gradle's tasks own only the outputs they created, and {@code mvn clean} only target/.
 *
 * <ul>
 *   <li>missing or empty: created and marked, ours from now on;</li>
 *   <li>with the marker: ours;</li>
 *   <li>written by an earlier version of this plugin (which wrote no marker): only names such a version
 *       writes, results.json or history.json among them; adopted (marked) and said in one line;</li>
 *   <li>anything else: refused, naming the folder and a few of the entries that are not ours.</li>
 * </ul>
 * Checked before the run lock, before anything is measured, read or written.
 */
public final class OutputFolder {

    /** The marker file: a folder without it (and not empty) is not ours. Hidden, so it stays out of the way. */
    public static final String MARKER = ".bench-output";

    static final String PROPERTY = "bench.outputDirectory";

    private static final String MARKER_TEXT = "This folder belongs to bench-maven-plugin (bench.outputDirectory):"
            + " its goals rewrite and delete files only in a folder that has this file. Delete the whole folder"
            + " to start afresh; put nothing of yours in it.\n";

    /**
     * What versions before the marker wrote at the top of an output folder: the results and their
     * renderings, JMH's JSON, the scratch and the per-cell folders, bench:history's pages.
     */
    private static final Set<String> EARLIER_NAMES = Set.of("results.json", "results.md", "results.csv",
            "results.html", "resume.json", "isolation.md", "isolation.json", "isolation-run", "history.html",
            "history.md", "history.json", "jmh", "work", "output", "profiles", "explain", "export",
            "classpath-overlay", "async-profiler");
    /** Without one of these an earlier version's folder is not recognized: a results file is what it always wrote. */
    private static final Set<String> EARLIER_RESULTS = Set.of("results.json", "history.json");
    /** How many entries that are not ours the refusal names. */
    private static final int NAMED = 3;

    /** How a usable folder stands before a goal writes into it. */
    public enum State {
        /** Missing or empty: it will be created and marked. */
        NEW,
        /** It has our marker. */
        OURS,
        /** An earlier version of the plugin wrote it (no marker yet): adopted when claimed. */
        EARLIER
    }

    private OutputFolder() {
    }

    /**
     * Whether the folder may be written, without writing anything (every module of a reactor is
     * checked before the first is measured).
     *
     * @throws BadInputException when it is a file, cannot be read, or holds files that are not ours
     */
    public static State check(Path dir) {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new BadInputException(PROPERTY + " " + dir + " is a file, not a folder; name a new or empty"
                    + " folder (it is created when missing)");
        }
        if (!Files.isDirectory(dir)) {
            return State.NEW;
        }
        if (Files.isRegularFile(dir.resolve(MARKER))) {
            return State.OURS;
        }
        List<String> names = entries(dir);
        if (names.isEmpty()) {
            return State.NEW;
        }
        if (writtenByEarlierVersion(names)) {
            return State.EARLIER;
        }
        List<String> foreign = names.stream().filter(n -> !EARLIER_NAMES.contains(n)).sorted().toList();
        List<String> shown = foreign.isEmpty() ? names.stream().sorted().limit(NAMED).toList()
                : foreign.stream().limit(NAMED).toList();
        int more = (foreign.isEmpty() ? names.size() : foreign.size()) - shown.size();
        throw new BadInputException(PROPERTY + " " + dir + " is not a folder bench-maven-plugin made: it holds "
                + String.join(", ", shown) + (more > 0 ? " and " + more + " more" : "") + " and no " + MARKER
                + " marker, and the plugin rewrites and deletes files in a folder it writes to. Name a new or"
                + " empty folder (the default is target/bench), or delete this one first if nothing in it is yours");
    }

    /**
     * Checks the folder, then creates it and writes the marker (rewriting it also shows the folder takes
     * files); an earlier version's folder is adopted, said in one line.
     *
     * @param info where the line about an adopted folder goes
     * @throws BadInputException as {@link #check}, or when the folder cannot be created or written, with the
     *                           system's reason
     */
    public static void claim(Path dir, Consumer<String> info) {
        State state = check(dir);
        try {
            Files.createDirectories(dir);
            AtomicFiles.writeString(dir.resolve(MARKER), MARKER_TEXT);
        } catch (IOException e) {
            throw unwritable(dir, e);
        }
        if (state == State.EARLIER) {
            info.accept(PROPERTY + " " + dir + " was written by an earlier version of bench-maven-plugin: adopted as"
                    + " ours (marked with " + MARKER + ")");
        }
    }

    /** The folder cannot be created or written: one line with the system's reason. */
    static BadInputException unwritable(Path dir, IOException e) {
        String file = IoReason.file(e);
        // A parent that is a file, or a folder above that cannot be made, is named; the folder itself and its
        // marker's temporary file are the folder.
        boolean elsewhere = file != null && !Path.of(file).toAbsolutePath().normalize()
                .startsWith(dir.toAbsolutePath().normalize());
        return new BadInputException(PROPERTY + " " + dir + " cannot be written: " + IoReason.of(e)
                + (elsewhere ? " (" + file + ")" : "") + "; name a folder this user can create and write", e);
    }

    private static boolean writtenByEarlierVersion(List<String> names) {
        return names.stream().anyMatch(EARLIER_RESULTS::contains)
                && names.stream().allMatch(n -> EARLIER_NAMES.contains(n) || isAtomicLeftover(n));
    }

    /** A temporary file of AtomicFiles that a killed run left: ".results.json.1234.5678.tmp". */
    private static boolean isAtomicLeftover(String name) {
        return name.startsWith(".") && name.endsWith(".tmp");
    }

    private static List<String> entries(Path dir) {
        List<String> names = new ArrayList<>();
        try (Stream<Path> listing = Files.list(dir)) {
            listing.forEach(p -> names.add(p.getFileName().toString()));
        } catch (IOException e) {
            throw new BadInputException(PROPERTY + " " + dir + " cannot be read: " + IoReason.of(e)
                    + "; name a folder this user can read and write", e);
        }
        return names;
    }
}
