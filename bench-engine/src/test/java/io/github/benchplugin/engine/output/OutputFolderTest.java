package io.github.benchplugin.engine.output;

import io.github.benchplugin.engine.config.BadInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class OutputFolderTest {

    @TempDir
    Path tmp;

    private final List<String> said = new ArrayList<>();

    @Test
    void aMissingFolderIsMadeAndMarkedSilently() {
        Path out = tmp.resolve("target/bench");
        assertEquals(OutputFolder.State.NEW, OutputFolder.check(out));
        assertFalse(Files.exists(out), "checking writes nothing");

        OutputFolder.claim(out, said::add);
        assertTrue(Files.isRegularFile(out.resolve(".bench-output")));
        assertEquals(OutputFolder.State.OURS, OutputFolder.check(out));
        assertEquals(List.of(), said);
    }

    @Test
    void anEmptyFolderIsOursToMark() throws Exception {
        Path out = Files.createDirectories(tmp.resolve("empty"));
        assertEquals(OutputFolder.State.NEW, OutputFolder.check(out));
        OutputFolder.claim(out, said::add);
        assertEquals(OutputFolder.State.OURS, OutputFolder.check(out));
    }

    @Test
    void aMarkedFolderIsOursWhateverItHolds() throws Exception {
        Path out = Files.createDirectories(tmp.resolve("bench"));
        Files.writeString(out.resolve(".bench-output"), "ours");
        Files.writeString(out.resolve("notes.txt"), "a user put it there anyway");
        assertEquals(OutputFolder.State.OURS, OutputFolder.check(out));
    }

    @Test
    void theProjectItselfIsRefusedNamingWhatIsInItAndNothingIsTouched() throws Exception {
        Files.writeString(tmp.resolve("pom.xml"), "<project/>");
        Files.createDirectories(tmp.resolve("output/reports"));
        Files.writeString(tmp.resolve("output/reports/q3.txt"), "q3");
        Files.createDirectories(tmp.resolve("src"));
        Files.createDirectories(tmp.resolve("docs"));

        BadInputException refused = assertThrows(BadInputException.class, () -> OutputFolder.claim(tmp, said::add));

        // output is a name we write, yet not ours here: the others are named first.
        assertEquals("bench.outputDirectory " + tmp + " is not a folder bench-maven-plugin made: it holds docs,"
                + " pom.xml, src and no .bench-output marker, and the plugin rewrites and deletes files in a folder it"
                + " writes to. Name a new or empty folder (the default is target/bench), or delete this one first if"
                + " nothing in it is yours", refused.getMessage());
        assertFalse(Files.exists(tmp.resolve(".bench-output")));
        assertEquals("q3", Files.readString(tmp.resolve("output/reports/q3.txt")));
    }

    @Test
    void aFolderHoldingOnlyNamesWeWriteButNoResultIsNotTakenForOurs() throws Exception {
        Files.createDirectories(tmp.resolve("output/reports"));
        BadInputException refused = assertThrows(BadInputException.class, () -> OutputFolder.check(tmp));
        assertTrue(refused.getMessage().contains("it holds output and no .bench-output marker"), refused.getMessage());
    }

    @Test
    void aLongListOfForeignEntriesIsCutAfterThree() throws Exception {
        for (String name : List.of("a", "b", "c", "d", "e")) {
            Files.writeString(tmp.resolve(name), name);
        }
        BadInputException refused = assertThrows(BadInputException.class, () -> OutputFolder.check(tmp));
        assertTrue(refused.getMessage().contains("it holds a, b, c and 2 more and no .bench-output marker"),
                refused.getMessage());
    }

    @Test
    void anEarlierVersionsFolderIsAdoptedAndSaidOnce() throws Exception {
        Path out = Files.createDirectories(tmp.resolve("bench"));
        Files.writeString(out.resolve("results.json"), "{}");
        Files.writeString(out.resolve("results.md"), "|");
        Files.createDirectories(out.resolve("work/17/round-1"));
        Files.writeString(out.resolve("work/17/round-1/host-plan.properties"), "x=1");
        Files.createDirectories(out.resolve("jmh"));
        Files.writeString(out.resolve(".results.json.123.456.tmp"), "left by a killed run");

        assertEquals(OutputFolder.State.EARLIER, OutputFolder.check(out));
        OutputFolder.claim(out, said::add);

        assertEquals(List.of("bench.outputDirectory " + out + " was written by an earlier version of"
                + " bench-maven-plugin: adopted as ours (marked with .bench-output)"), said);
        assertEquals(OutputFolder.State.OURS, OutputFolder.check(out));
    }

    @Test
    void anEarlierHistoryPageFolderIsAdoptedToo() throws Exception {
        Files.writeString(tmp.resolve("history.json"), "{}");
        Files.writeString(tmp.resolve("history.html"), "<html>");
        assertEquals(OutputFolder.State.EARLIER, OutputFolder.check(tmp));
    }

    @Test
    void anEarlierFolderWithAFileOfTheUsersIsRefused() throws Exception {
        Files.writeString(tmp.resolve("results.json"), "{}");
        Files.writeString(tmp.resolve("q3.txt"), "mine");
        BadInputException refused = assertThrows(BadInputException.class, () -> OutputFolder.check(tmp));
        assertTrue(refused.getMessage().contains("it holds q3.txt and no .bench-output marker"), refused.getMessage());
    }

    @Test
    void aFileInPlaceOfTheFolderIsRefused() throws Exception {
        Path file = Files.writeString(tmp.resolve("bench"), "a file");
        BadInputException refused = assertThrows(BadInputException.class, () -> OutputFolder.check(file));
        assertEquals("bench.outputDirectory " + file + " is a file, not a folder; name a new or empty folder (it is"
                + " created when missing)", refused.getMessage());
    }

    @Test
    void aFolderThatCannotBeMadeIsRefusedWithTheSystemsReason() throws Exception {
        // Root may write anywhere: a path under a regular file fails for every user.
        Path file = Files.writeString(tmp.resolve("report.txt"), "a file");
        Path out = file.resolve("bench");

        BadInputException refused = assertThrows(BadInputException.class, () -> OutputFolder.claim(out, said::add));

        assertEquals("bench.outputDirectory " + out + " cannot be written: Not a directory; name a folder this user"
                + " can create and write", refused.getMessage());
    }

    @Test
    void aFolderBelowOneThatCannotBeMadeNamesWhereItFailed() throws Exception {
        Path file = Files.writeString(tmp.resolve("report.txt"), "a file");
        Path out = file.resolve("x").resolve("bench");

        BadInputException refused = assertThrows(BadInputException.class, () -> OutputFolder.claim(out, said::add));

        assertEquals("bench.outputDirectory " + out + " cannot be written: Not a directory (" + file.resolve("x")
                + "); name a folder this user can create and write", refused.getMessage());
    }
}
