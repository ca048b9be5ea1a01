package io.github.benchplugin.jdk.provision;

import io.github.benchplugin.jdk.home.JdkHome;
import io.github.benchplugin.jdk.home.JdkInstallation;
import io.github.benchplugin.jdk.home.NotAJdkHomeException;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Installs a JDK that toolchains and discovery could not find (bench.provision=true): asks the Disco API
 * for the newest JDK of the feature version, downloads it, checks its SHA-256 before anything is unpacked,
 * unpacks it into a temporary folder under {@code ~/.m2/jdks} and gives it its final name with one atomic
 * rename. A lock file makes a second build at the same time wait and then use what the first installed.
 */
public final class JdkProvisioner {

    static final String LOCK_FILE = ".bench-provision.lock";
    static final String TEMP_PREFIX = ".bench-provision-";
    private static final long MAX_DOWNLOAD_BYTES = 1L << 30;

    /** FileChannel locks are per process; threads of one parallel build (-T) queue here first. */
    private static final ReentrantLock IN_THIS_JVM = new ReentrantLock();

    private final ProvisionSettings settings;
    private final Platform platform;
    private final Consumer<String> log;
    private final HttpFetcher http;
    private final long maxUnpackedBytes;

    public JdkProvisioner(ProvisionSettings settings, Platform platform, Consumer<String> log) {
        this(settings, platform, log, ArchiveUnpacker.DEFAULT_MAX_BYTES);
    }

    JdkProvisioner(ProvisionSettings settings, Platform platform, Consumer<String> log, long maxUnpackedBytes) {
        this.settings = settings;
        this.platform = platform;
        this.log = log;
        this.http = new HttpFetcher(settings.proxy());
        this.maxUnpackedBytes = maxUnpackedBytes;
    }

    /**
     * A JDK of this feature version under {@code ~/.m2/jdks}: one already there, or one installed now.
     *
     * @param entry the bench.jdks entry as written, for messages
     * @throws ProvisionException with the reason, one line
     */
    public JdkInstallation provide(int feature, String entry) {
        Path dir = settings.jdksDirectory();
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new ProvisionException("cannot create " + dir + " for bench.provision: " + e.getMessage(), e);
        }
        IN_THIS_JVM.lock();
        try (FileChannel channel = FileChannel.open(dir.resolve(LOCK_FILE), StandardOpenOption.CREATE,
                StandardOpenOption.WRITE); FileLock lock = lock(channel, dir)) {
            // Another build may have installed it while we waited for the lock.
            List<JdkInstallation> present = installed(dir, feature);
            if (!present.isEmpty()) {
                JdkInstallation jdk = present.get(0);
                log.accept("bench.provision: JDK " + feature + " is already in " + dir + ": " + jdk.javaHome());
                return jdk;
            }
            return install(feature, entry, dir);
        } catch (IOException e) {
            throw new ProvisionException("bench.provision could not use " + dir + ": " + e.getMessage(), e);
        } finally {
            IN_THIS_JVM.unlock();
        }
    }

    private FileLock lock(FileChannel channel, Path dir) throws IOException {
        FileLock lock = channel.tryLock();
        if (lock != null) {
            return lock;
        }
        log.accept("bench.provision: another build is installing a JDK into " + dir + "; waiting for it");
        return channel.lock();
    }

    private JdkInstallation install(int feature, String entry, Path dir) throws IOException {
        String vendor = settings.vendor();
        if (settings.offline()) {
            throw new ProvisionException("Maven is offline (-o), so bench.jdks entry '" + entry + "' was not downloaded."
                    + " bench.provision would fetch the newest " + vendor + " JDK " + feature + " for "
                    + platform.describe() + " (" + DiscoClient.packagesQuery(settings.apiBase(), feature, vendor, platform)
                    + ") into " + dir + "; run once without -o, or install JDK " + feature + " yourself");
        }
        DiscoClient disco = new DiscoClient(settings.apiBase(), http);
        DiscoPackage chosen = disco.newestJdk(feature, vendor, platform);
        DiscoDownload download = disco.download(chosen);
        UrlPolicy.check(download.uri(), "the download address");
        Path target = dir.resolve(folderName(chosen));
        if (Files.exists(target)) {
            throw new ProvisionException(target + " exists but is not a JDK " + feature + " (a broken earlier"
                    + " install?); delete it and run again");
        }
        log.accept("bench.provision: no JDK " + feature + " is installed; installing " + chosen.distribution() + " "
                + chosen.javaVersion() + " from " + download.uri());
        Path temp = Files.createTempDirectory(dir, TEMP_PREFIX);
        try {
            Path archive = temp.resolve(safeFileName(download.filename()));
            String actual = http.download(download.uri(), archive, MAX_DOWNLOAD_BYTES,
                    new DownloadProgress(download.filename(), log, System::nanoTime));
            if (!actual.equals(download.sha256())) {
                throw new ProvisionException("checksum mismatch for " + download.filename() + " from " + download.uri()
                        + ": its SHA-256 is " + actual + " but the Disco API publishes " + download.sha256()
                        + "; the download was deleted and nothing was unpacked. Try again; if it persists, the"
                        + " mirror or a proxy is serving a different file");
            }
            log.accept("  SHA-256 verified: " + actual);
            log.accept("  unpacking into " + target);
            Path unpacked = Files.createDirectory(temp.resolve("unpacked"));
            new ArchiveUnpacker(maxUnpackedBytes, ArchiveUnpacker.DEFAULT_MAX_ENTRIES)
                    .unpack(archive, platform.archiveType(), unpacked);
            Files.delete(archive);
            Path top = topFolder(unpacked);
            JdkInstallation jdk = inspect(top, download);
            if (jdk.featureVersion() != feature) {
                throw new ProvisionException(download.filename() + " from " + download.uri() + " holds Java "
                        + jdk.javaVersion() + ", not a JDK " + feature + "; nothing was installed");
            }
            String note = Provenance.note(download.uri().toString(), actual);
            Provenance.write(top, note);
            moveAtomically(top, target);
            log.accept("bench.provision: installed JDK " + jdk.javaVersion() + " in " + target);
            return JdkHome.inspect(target, note);
        } finally {
            deleteRecursively(temp);
        }
    }

    /** The JDKs of this feature version that are already in the folder, newest name first. */
    private static List<JdkInstallation> installed(Path dir, int feature) throws IOException {
        try (Stream<Path> children = Files.list(dir)) {
            return children.filter(Files::isDirectory)
                    .filter(p -> !p.getFileName().toString().startsWith("."))
                    .sorted(Comparator.reverseOrder())
                    .flatMap(p -> {
                        try {
                            return Stream.of(JdkHome.inspect(p, Provenance.of(p).orElse(p.toString())));
                        } catch (NotAJdkHomeException e) {
                            return Stream.empty();
                        }
                    })
                    .filter(jdk -> jdk.featureVersion() == feature)
                    .toList();
        }
    }

    private static JdkInstallation inspect(Path top, DiscoDownload download) {
        try {
            return JdkHome.inspect(top, "download");
        } catch (NotAJdkHomeException e) {
            throw new ProvisionException(download.filename() + " from " + download.uri() + " does not hold a JDK ("
                    + e.getMessage() + "); nothing was installed");
        }
    }

    /** JDK archives hold one folder (jdk-25.0.3+9/); anything else is taken as the home itself. */
    private static Path topFolder(Path unpacked) throws IOException {
        try (Stream<Path> children = Files.list(unpacked)) {
            List<Path> all = children.toList();
            if (all.size() == 1 && Files.isDirectory(all.get(0)) && !Files.isSymbolicLink(all.get(0))) {
                return all.get(0);
            }
        }
        return unpacked;
    }

    /** {@code temurin-25.0.3+9-x64}: readable in a listing, and safe as a file name everywhere. */
    static String folderName(DiscoPackage chosen) {
        String name = (chosen.distribution() == null ? "jdk" : chosen.distribution()) + "-" + chosen.javaVersion();
        return name.replaceAll("[^A-Za-z0-9._+-]", "_").replaceAll("^[.]+", "");
    }

    /** The API's file name, kept for messages, without anything that could make it a path. */
    static String safeFileName(String filename) {
        String safe = filename.replaceAll("[^A-Za-z0-9._+-]", "_").replaceAll("^[.]+", "");
        return safe.isEmpty() ? "download" : safe;
    }

    private static void moveAtomically(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
        } catch (FileAlreadyExistsException e) {
            throw new ProvisionException(to + " appeared while installing; delete it and run again");
        } catch (AtomicMoveNotSupportedException e) {
            throw new ProvisionException("cannot rename " + from + " to " + to + " atomically: " + e.getMessage(), e);
        }
    }

    static void deleteRecursively(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) files.sorted(Comparator.reverseOrder())::iterator) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            // A leftover temporary folder is hidden and never taken for a JDK; the next run can delete it.
        }
    }
}
