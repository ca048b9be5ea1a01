package io.github.benchplugin.jdk.provision;

import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorOutputStream;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Builds small archives, well-formed or hostile, for the unpacker and provisioner tests. */
final class TestArchives {

    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final TarArchiveOutputStream tar;

    private TestArchives() throws IOException {
        tar = new TarArchiveOutputStream(new GzipCompressorOutputStream(bytes));
        tar.setLongFileMode(TarArchiveOutputStream.LONGFILE_POSIX);
    }

    static TestArchives tarGz() throws IOException {
        return new TestArchives();
    }

    /** A fake JDK of this version under the top folder: release file and an executable bin/java. */
    static byte[] fakeJdk(String top, String javaVersion) throws IOException {
        return tarGz().dir(top + "/").dir(top + "/bin/")
                .file(top + "/bin/java", "#!/bin/sh\necho fake\n", 0755)
                .file(top + "/release", "IMPLEMENTOR=\"Eclipse Adoptium\"\nJAVA_VERSION=\"" + javaVersion + "\"\n", 0644)
                .symlink(top + "/lib-link", "bin")
                .finish();
    }

    TestArchives dir(String name) throws IOException {
        TarArchiveEntry e = new TarArchiveEntry(name);
        e.setMode(040755);
        tar.putArchiveEntry(e);
        tar.closeArchiveEntry();
        return this;
    }

    TestArchives file(String name, String content, int mode) throws IOException {
        byte[] data = content.getBytes(StandardCharsets.UTF_8);
        TarArchiveEntry e = new TarArchiveEntry(name, true);
        e.setSize(data.length);
        e.setMode(0100000 | mode);
        tar.putArchiveEntry(e);
        tar.write(data);
        tar.closeArchiveEntry();
        return this;
    }

    TestArchives symlink(String name, String target) throws IOException {
        TarArchiveEntry e = new TarArchiveEntry(name, TarArchiveEntry.LF_SYMLINK);
        e.setLinkName(target);
        tar.putArchiveEntry(e);
        tar.closeArchiveEntry();
        return this;
    }

    TestArchives hardLink(String name, String target) throws IOException {
        TarArchiveEntry e = new TarArchiveEntry(name, TarArchiveEntry.LF_LINK);
        e.setLinkName(target);
        tar.putArchiveEntry(e);
        tar.closeArchiveEntry();
        return this;
    }

    byte[] finish() throws IOException {
        tar.close();
        return bytes.toByteArray();
    }

    static Path write(Path file, byte[] data) throws IOException {
        Files.write(file, data);
        return file;
    }

    /** A zip with one entry per name, each holding its own name. */
    static Path zip(Path file, String... names) throws IOException {
        try (ZipArchiveOutputStream zip = new ZipArchiveOutputStream(file)) {
            for (String name : names) {
                ZipArchiveEntry e = new ZipArchiveEntry(name);
                zip.putArchiveEntry(e);
                zip.write(name.getBytes(StandardCharsets.UTF_8));
                zip.closeArchiveEntry();
            }
        }
        return file;
    }
}
