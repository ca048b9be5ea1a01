package io.github.benchplugin.jdk.provision;

import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipFile;
import org.apache.commons.compress.compressors.gzip.GzipCompressorInputStream;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Enumeration;
import java.util.EnumSet;
import java.util.Set;

/**
 * Unpacks a JDK archive ({@code tar.gz} or {@code zip}) into an empty folder, refusing anything that could
 * write outside it: entries with {@code ..} or an absolute path, links whose target leaves the folder,
 * writes through a link, and archives that unpack to more than the size cap or hold too many entries (a
 * decompression bomb). Sizes are counted as bytes are written, not taken from the headers. Unix
 * permissions are kept, so {@code bin/java} stays executable.
 *
 * <p>A refused archive leaves a half-filled folder: the caller unpacks into a temporary folder and deletes
 * it on failure, which is also why nothing is ever visible under its final name before it is complete.
 */
final class ArchiveUnpacker {

    /** Default cap: a full JDK with jmods is about 500 MB unpacked. */
    public static final long DEFAULT_MAX_BYTES = 2L << 30;
    public static final int DEFAULT_MAX_ENTRIES = 100_000;

    private final long maxBytes;
    private final int maxEntries;
    private long written;
    private int entries;

    public ArchiveUnpacker(long maxBytes, int maxEntries) {
        this.maxBytes = maxBytes;
        this.maxEntries = maxEntries;
    }

    /**
     * @param archiveType {@code tar.gz} (also {@code tgz}) or {@code zip}
     * @param target      an existing, empty directory
     * @throws ProvisionException naming the offending entry, or what the archive is not
     */
    public void unpack(Path archive, String archiveType, Path target) throws IOException {
        Path root = target.toRealPath();
        written = 0;
        entries = 0;
        switch (archiveType) {
            case "tar.gz", "tgz" -> unpackTarGz(archive, root);
            case "zip" -> unpackZip(archive, root);
            default -> throw new ProvisionException("cannot unpack a '" + archiveType + "' archive; only tar.gz and"
                    + " zip are supported");
        }
    }

    private void unpackTarGz(Path archive, Path root) throws IOException {
        try (InputStream file = new BufferedInputStream(Files.newInputStream(archive));
             InputStream gzip = new GzipCompressorInputStream(file, true);
             TarArchiveInputStream tar = new TarArchiveInputStream(gzip, StandardCharsets.UTF_8.name())) {
            TarArchiveEntry entry;
            while ((entry = tar.getNextEntry()) != null) {
                Path path = place(root, entry.getName());
                if (entry.isDirectory()) {
                    directory(root, path);
                } else if (entry.isSymbolicLink()) {
                    symlink(root, path, entry.getName(), entry.getLinkName());
                } else if (entry.isLink()) {
                    hardLink(root, path, entry.getName(), place(root, entry.getLinkName()));
                } else if (entry.isFile()) {
                    file(root, path, tar);
                } else {
                    // Devices, FIFOs and the like have no place in a JDK.
                    throw hostile(entry.getName(), "is a special file (device or pipe)");
                }
                permissions(path, entry.getMode());
            }
        } catch (IOException e) {
            throw unreadable(archive, "tar.gz", e);
        }
    }

    private void unpackZip(Path archive, Path root) throws IOException {
        try (ZipFile zip = ZipFile.builder().setPath(archive).get()) {
            Enumeration<ZipArchiveEntry> all = zip.getEntriesInPhysicalOrder();
            while (all.hasMoreElements()) {
                ZipArchiveEntry entry = all.nextElement();
                Path path = place(root, entry.getName());
                if (entry.isDirectory()) {
                    directory(root, path);
                } else if (entry.isUnixSymlink()) {
                    symlink(root, path, entry.getName(), zip.getUnixSymlink(entry));
                } else {
                    try (InputStream in = zip.getInputStream(entry)) {
                        file(root, path, in);
                    }
                }
                if (entry.getUnixMode() != 0) {
                    permissions(path, entry.getUnixMode());
                }
            }
        } catch (IOException e) {
            throw unreadable(archive, "zip", e);
        }
    }

    private static ProvisionException unreadable(Path archive, String type, IOException e) {
        return new ProvisionException(archive.getFileName() + " could not be unpacked as " + type + " ("
                + e.getClass().getSimpleName() + ": " + e.getMessage() + "); nothing was installed", e);
    }

    /** Where an entry lands; refuses names that leave the folder. */
    private Path place(Path root, String name) {
        if (++entries > maxEntries) {
            throw new ProvisionException("the archive has more than " + maxEntries + " entries; refused as hostile"
                    + " (a JDK has about 1,000)");
        }
        String n = name.replace('\\', '/');
        if (n.startsWith("/") || n.matches("^[A-Za-z]:.*") || n.indexOf('\0') >= 0) {
            throw hostile(name, "has an absolute path");
        }
        for (String segment : n.split("/")) {
            if (segment.equals("..")) {
                throw hostile(name, "climbs out with '..'");
            }
        }
        Path path = root.resolve(n).normalize();
        if (!path.startsWith(root)) {
            throw hostile(name, "lands outside the target folder");
        }
        return path;
    }

    private void directory(Path root, Path path) throws IOException {
        ensureDirectory(root, path);
    }

    private void file(Path root, Path path, InputStream in) throws IOException {
        ensureDirectory(root, path.getParent());
        if (Files.exists(path, LinkOption.NOFOLLOW_LINKS)) {
            throw hostile(root.relativize(path).toString(), "appears twice");
        }
        try (OutputStream out = Files.newOutputStream(path)) {
            byte[] buffer = new byte[1 << 16];
            int n;
            while ((n = in.read(buffer)) > 0) {
                written += n;
                if (written > maxBytes) {
                    throw new ProvisionException("the archive unpacks to more than " + DownloadProgress.size(maxBytes)
                            + "; refused as hostile (a JDK is about 300 MB)");
                }
                out.write(buffer, 0, n);
            }
        }
    }

    private void symlink(Path root, Path path, String name, String linkTarget) throws IOException {
        if (linkTarget == null || linkTarget.isEmpty() || linkTarget.startsWith("/") || linkTarget.startsWith("\\")
                || linkTarget.matches("^[A-Za-z]:.*")) {
            throw hostile(name, "is a link to the absolute path '" + linkTarget + "'");
        }
        Path resolved = path.getParent().resolve(linkTarget.replace('\\', '/')).normalize();
        if (!resolved.startsWith(root)) {
            throw hostile(name, "is a link to '" + linkTarget + "', outside the target folder");
        }
        ensureDirectory(root, path.getParent());
        Files.createSymbolicLink(path, path.getParent().relativize(resolved));
    }

    private void hardLink(Path root, Path path, String name, Path existing) throws IOException {
        if (!Files.isRegularFile(existing, LinkOption.NOFOLLOW_LINKS)) {
            throw hostile(name, "is a hard link to '" + root.relativize(existing) + "', which is not a file unpacked before it");
        }
        ensureDirectory(root, path.getParent());
        // A copy, not a link: the copy counts against the size cap and shares nothing with the outside.
        written += Files.size(existing);
        if (written > maxBytes) {
            throw new ProvisionException("the archive unpacks to more than " + DownloadProgress.size(maxBytes)
                    + "; refused as hostile (a JDK is about 300 MB)");
        }
        Files.copy(existing, path, StandardCopyOption.COPY_ATTRIBUTES);
    }

    /**
     * Creates {@code dir} one level at a time; every level that exists already (an earlier entry, maybe a
     * link) must really, links followed, be inside the target, so no write is carried outside by a link.
     */
    private static void ensureDirectory(Path root, Path dir) throws IOException {
        Path current = root;
        for (Path segment : root.relativize(dir)) {
            if (segment.toString().isEmpty()) {
                continue;
            }
            current = current.resolve(segment);
            if (Files.exists(current, LinkOption.NOFOLLOW_LINKS)) {
                if (!current.toRealPath().startsWith(root)) {
                    throw hostile(root.relativize(current).toString(), "leads through a link to outside the target folder");
                }
                if (!Files.isDirectory(current)) {
                    throw hostile(root.relativize(current).toString(), "is both a file and a folder");
                }
            } else {
                Files.createDirectory(current);
            }
        }
    }

    private static void permissions(Path path, int mode) throws IOException {
        if (Files.isSymbolicLink(path) || !path.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            return;
        }
        Set<PosixFilePermission> perms = EnumSet.noneOf(PosixFilePermission.class);
        PosixFilePermission[] order = {
            PosixFilePermission.OTHERS_EXECUTE, PosixFilePermission.OTHERS_WRITE, PosixFilePermission.OTHERS_READ,
            PosixFilePermission.GROUP_EXECUTE, PosixFilePermission.GROUP_WRITE, PosixFilePermission.GROUP_READ,
            PosixFilePermission.OWNER_EXECUTE, PosixFilePermission.OWNER_WRITE, PosixFilePermission.OWNER_READ};
        for (int bit = 0; bit < order.length; bit++) {
            if ((mode & (1 << bit)) != 0) {
                perms.add(order[bit]);
            }
        }
        // The owner can always read and write what we unpacked, and enter its folders, so it can be deleted.
        perms.add(PosixFilePermission.OWNER_READ);
        perms.add(PosixFilePermission.OWNER_WRITE);
        if (Files.isDirectory(path)) {
            perms.add(PosixFilePermission.OWNER_EXECUTE);
        }
        Files.setPosixFilePermissions(path, perms);
    }

    private static ProvisionException hostile(String entry, String why) {
        return new ProvisionException("the archive's entry '" + entry + "' " + why + "; refused as hostile,"
                + " nothing was installed");
    }
}
