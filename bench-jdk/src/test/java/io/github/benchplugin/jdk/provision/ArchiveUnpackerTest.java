package io.github.benchplugin.jdk.provision;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ArchiveUnpackerTest {

    @TempDir
    Path dir;

    private Path target() throws IOException {
        return Files.createDirectory(dir.resolve("target"));
    }

    private ProvisionException refused(byte[] archive) throws IOException {
        Path file = TestArchives.write(dir.resolve("a.tar.gz"), archive);
        Path target = target();
        return assertThrows(ProvisionException.class,
                () -> new ArchiveUnpacker(1 << 20, 100).unpack(file, "tar.gz", target));
    }

    @Test
    void unpacksFilesFoldersLinksAndTheExecutableBit() throws IOException {
        Path file = TestArchives.write(dir.resolve("jdk.tar.gz"), TestArchives.fakeJdk("jdk-25", "25.0.3"));
        Path target = target();
        new ArchiveUnpacker(1 << 20, 100).unpack(file, "tar.gz", target);
        assertTrue(Files.isExecutable(target.resolve("jdk-25/bin/java")));
        assertEquals("#!/bin/sh\necho fake\n", Files.readString(target.resolve("jdk-25/bin/java")));
        assertTrue(Files.isSymbolicLink(target.resolve("jdk-25/lib-link")));
        assertTrue(Files.isRegularFile(target.resolve("jdk-25/lib-link/java")));
    }

    @Test
    void refusesAnEntryThatClimbsOutWithDotDot() throws IOException {
        ProvisionException e = refused(TestArchives.tarGz().file("jdk/../../evil", "x", 0644).finish());
        assertTrue(e.getMessage().contains("'jdk/../../evil' climbs out with '..'"), e.getMessage());
        assertFalse(Files.exists(dir.resolve("evil")));
    }

    @Test
    void refusesAnAbsolutePath() throws IOException {
        ProvisionException e = refused(TestArchives.tarGz().file("/tmp/evil", "x", 0644).finish());
        assertTrue(e.getMessage().contains("has an absolute path"), e.getMessage());
    }

    @Test
    void refusesALinkPointingOutside() throws IOException {
        ProvisionException e = refused(TestArchives.tarGz().dir("jdk/").symlink("jdk/out", "../../outside").finish());
        assertTrue(e.getMessage().contains("is a link to '../../outside', outside the target folder"), e.getMessage());
    }

    @Test
    void refusesALinkToAnAbsolutePath() throws IOException {
        ProvisionException e = refused(TestArchives.tarGz().symlink("etc", "/etc").finish());
        assertTrue(e.getMessage().contains("link to the absolute path '/etc'"), e.getMessage());
    }

    @Test
    void refusesAHardLinkToSomethingNotUnpackedBefore() throws IOException {
        ProvisionException e = refused(TestArchives.tarGz().hardLink("jdk/passwd", "etc/passwd").finish());
        assertTrue(e.getMessage().contains("is a hard link to 'etc/passwd'"), e.getMessage());
    }

    @Test
    void refusesAnArchiveOverTheSizeCap() throws IOException {
        String big = "x".repeat(600_000);
        ProvisionException e = refused(TestArchives.tarGz().file("a", big, 0644).file("b", big, 0644).finish());
        assertTrue(e.getMessage().contains("unpacks to more than 1 MB"), e.getMessage());
    }

    @Test
    void refusesTooManyEntries() throws IOException {
        TestArchives many = TestArchives.tarGz();
        for (int i = 0; i < 101; i++) {
            many.file("f" + i, "", 0644);
        }
        ProvisionException e = refused(many.finish());
        assertTrue(e.getMessage().contains("more than 100 entries"), e.getMessage());
    }

    @Test
    void refusesWhatIsNotAnArchive() throws IOException {
        ProvisionException e = refused("not gzip at all".getBytes());
        assertTrue(e.getMessage().contains("could not be unpacked as tar.gz"), e.getMessage());
    }

    @Test
    void zipEntriesAreGuardedToo() throws IOException {
        Path ok = TestArchives.zip(dir.resolve("ok.zip"), "jdk/", "jdk/release");
        Path target = target();
        new ArchiveUnpacker(1 << 20, 100).unpack(ok, "zip", target);
        assertEquals("jdk/release", Files.readString(target.resolve("jdk/release")));

        Path evil = TestArchives.zip(dir.resolve("evil.zip"), "../evil");
        Path second = Files.createDirectory(dir.resolve("second"));
        ProvisionException e = assertThrows(ProvisionException.class,
                () -> new ArchiveUnpacker(1 << 20, 100).unpack(evil, "zip", second));
        assertTrue(e.getMessage().contains("'../evil' climbs out"), e.getMessage());
    }
}
