package io.github.benchplugin.it;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A goal rewrites and deletes only in a folder it made (marked with .bench-output): every place a user
 * can point bench.outputDirectory at, and every file a goal reads, is tried with the user's own files in
 * it; they survive, and the goal ends with one [ERROR] naming the folder before anything is measured.
 * And a run leaves no scratch files: a project whose build checks every *.properties under the module
 * (checkstyle, as Apache Commons' parent POM sets it up) builds a second time as it did the first.
 */
// Not @Isolated: it judges no measured number (bench.job=dry), and most of its builds measure nothing.
class OutputOwnershipIT {

    @Test
    void noGoalTouchesAFolderItDidNotMakeNorRewritesWhatItReads() throws Exception {
        MavenRun project = MavenRun.project("matrix", "output-ownership");
        Path dir = project.dir();
        // The user's own files: an output/ folder of the project (a run clears its output/ at the start) and a
        // folder of reports.
        Path q3 = write(dir.resolve("output/reports/q3.txt"), "the project's own report");
        Path notes = write(dir.resolve("reports/notes.md"), "the user's notes");

        // A run into the default folder: made and marked, no scratch left; recorded into a history.
        MavenRun.Result first = project.run("bench:run", "-Dbench.jdks=17", "-Dbench.job=dry",
                "-Dbench.include=MathBench", "-Dbench.history=" + dir.resolve("history"));
        assertEquals(0, first.exitCode(), first::toString);
        assertTrue(Files.isRegularFile(project.benchDir().resolve(".bench-output")), "our folder is marked");
        assertTrue(Files.isRegularFile(project.benchDir().resolve("results.json")));
        assertEquals(List.of(), scratch(project.benchDir()), "no scratch file outlives the run");

        // bench.outputDirectory=. (the project itself, with its output/), and a folder of the user's.
        refused(project, "bench.outputDirectory " + dir + " is not a folder bench-maven-plugin made",
                "bench:run", "-Dbench.jdks=17", "-Dbench.job=dry", "-Dbench.outputDirectory=.");
        refused(project, "bench.outputDirectory " + dir.resolve("reports") + " is not a folder bench-maven-plugin"
                + " made: it holds notes.md", "bench:run", "-Dbench.jdks=17", "-Dbench.job=dry",
                "-Dbench.outputDirectory=reports");
        // The reference inside the folder the run rewrites.
        refused(project, "bench.compareTo " + project.benchDir() + " is inside bench.outputDirectory "
                + project.benchDir() + ", which this goal rewrites; copy it to another folder first",
                "bench:run", "-Dbench.jdks=17", "-Dbench.job=dry", "-Dbench.compareTo=target/bench");
        // bench:merge into a folder of the user's, and of an input inside its own output folder.
        refused(project, "bench.outputDirectory " + dir.resolve("reports") + " is not a folder", "bench:merge",
                "-Dbench.inputs=target/bench/results.json", "-Dbench.outputDirectory=reports");
        refused(project, "bench.inputs " + project.benchDir().resolve("results.json") + " is inside"
                + " bench.outputDirectory", "bench:merge", "-Dbench.inputs=target/bench/results.json");
        // bench:history's pages into a folder of the user's.
        refused(project, "bench.outputDirectory " + dir.resolve("reports") + " is not a folder", "bench:history",
                "-Dbench.history=history", "-Dbench.outputDirectory=reports");
        // A folder that cannot be made: the system's reason (root may write anywhere; under a file no one can).
        refused(project, "bench.outputDirectory " + dir.resolve("pom.xml/bench") + " cannot be written: Not a"
                + " directory", "bench:run", "-Dbench.jdks=17", "-Dbench.job=dry", "-Dbench.outputDirectory=pom.xml/bench");

        assertEquals("the project's own report", Files.readString(q3));
        assertEquals("the user's notes", Files.readString(notes));
        assertEquals(List.of("notes.md"), names(dir.resolve("reports")), "nothing was added to the user's folder");
        assertFalse(Files.exists(dir.resolve(".bench-output")));

        // Our own folder is ours again: a second run and a merge into a new folder go through.
        MavenRun.Result again = project.run("bench:run", "-Dbench.jdks=17", "-Dbench.job=dry",
                "-Dbench.include=MathBench");
        assertEquals(0, again.exitCode(), again::toString);
        MavenRun.Result merged = project.run("bench:merge", "-Dbench.inputs=target/bench/results.json",
                "-Dbench.outputDirectory=merged");
        assertEquals(0, merged.exitCode(), merged::toString);
        assertTrue(Files.isRegularFile(dir.resolve("merged/.bench-output")));
    }

    @Test
    void aProjectThatChecksEveryPropertiesFileUnderItsModuleBuildsTwice() throws Exception {
        MavenRun project = MavenRun.project("strict-checks", "strict-checks");
        for (int run = 1; run <= 2; run++) {
            // checkstyle runs in validate, in the lifecycle bench:run forks before measuring
            MavenRun.Result result = project.run("bench:run", "-Dbench.jdks=17", "-Dbench.job=dry");
            assertEquals(0, result.exitCode(), "run " + run + ":\n" + result);
            assertTrue(result.output().contains("You have 0 Checkstyle violations"), result::toString);
        }
        assertEquals(List.of(), scratch(project.benchDir()));
    }

    /** The goal fails with the message in an [ERROR] line, no stack trace, and measures nothing. */
    private static void refused(MavenRun project, String message, String... args) throws Exception {
        MavenRun.Result result = project.run(args);
        assertNotEquals(0, result.exitCode(), result::toString);
        String errors = String.join("\n", result.errorLines());
        assertTrue(errors.contains(message), "expected [ERROR] " + message + " in:\n" + errors);
        assertFalse(result.output().contains("Measuring"), "refused before measuring: " + result);
        assertFalse(result.hasStackTrace(), result::toString);
    }

    /** What a run must not leave: its work folder, the class path overlay, bench.resume's record. */
    private static List<String> scratch(Path out) throws IOException {
        return Stream.of("work", "classpath-overlay", "resume.json").filter(n -> Files.exists(out.resolve(n))).toList();
    }

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> entries = Files.list(dir)) {
            return entries.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private static Path write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        return Files.writeString(file, text);
    }
}
