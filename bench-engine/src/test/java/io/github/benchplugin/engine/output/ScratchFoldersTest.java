package io.github.benchplugin.engine.output;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ScratchFoldersTest {

    @TempDir
    Path tmp;

    @Test
    void keepsOnlyTheNamedFilesAndDropsTheFoldersLeftEmpty() throws Exception {
        Path work = tmp.resolve("work");
        Path kept = write(work.resolve("17/round-1/cell-0.json"));
        write(work.resolve("17/round-1/host-plan.txt"));
        write(work.resolve("17/round-1/cell-0.log"));
        write(work.resolve("25/round-1/cell-0.log"));

        ScratchFolders.keepOnly(work, Set.of(kept));

        assertTrue(Files.isRegularFile(kept));
        assertFalse(Files.exists(work.resolve("17/round-1/host-plan.txt")));
        assertFalse(Files.exists(work.resolve("25")), "a folder with nothing kept goes");
    }

    @Test
    void removesAWholeFolderAndLeavesWhatALinkPointsTo() throws Exception {
        Path elsewhere = write(tmp.resolve("elsewhere/keep.txt"));
        Path work = tmp.resolve("work");
        write(work.resolve("a/b.json"));
        Files.createSymbolicLink(work.resolve("link"), elsewhere.getParent());

        ScratchFolders.remove(work);

        assertFalse(Files.exists(work));
        assertTrue(Files.isRegularFile(elsewhere), "a link is removed, never followed");
        ScratchFolders.remove(work); // not there: nothing to do
    }

    @Test
    void theSystemsReasonIsSaidEvenWhereTheJdkLeavesItOut() {
        assertEquals("Permission denied", IoReason.of(new AccessDeniedException("/x/y")));
        assertEquals("/x/y: Permission denied", IoReason.describe(new AccessDeniedException("/x/y")));
        assertEquals("No such file or directory", IoReason.of(new NoSuchFileException("/x")));
        assertEquals("/x: Read-only file system",
                IoReason.describe(new FileSystemException("/x", null, "Read-only file system")));
        assertEquals("disk full", IoReason.of(new java.io.IOException("disk full")));
    }

    private static Path write(Path file) throws Exception {
        Files.createDirectories(file.getParent());
        return Files.writeString(file, "x");
    }
}
