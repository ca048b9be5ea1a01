package io.github.benchplugin.engine.explain;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * What bench.explain needs to read each runtime's machine code with JMH's perfasm profiler, found
 * on this machine or made once: {@code perf} that can sample the {@code cpu-clock} event (a VM has
 * no hardware counters), and a disassembler plugin (hsdis) the JDKs load. The one found here is
 * Debian's {@code libhsdis0-fcml}, which exports the entry point JDKs before 13 called; a
 * 20-line bridge ({@code hsdis-shim.c}, built once with gcc and kept in the user's cache) gives it
 * the one JDK 13 and later call, under the name they look for ({@code hsdis-amd64.so} on the
 * library path). Whatever is missing is said in one line, with the package that brings it, and
 * explain then records what it recorded without.
 */
public final class MachineCodeSetup {

    /** The library's name as the JDK looks it up on the library path (x86-64). */
    static final String HSDIS_NAME = "hsdis-amd64.so";
    private static final String SHIM = "hsdis-shim.c";
    private static final long PROBE_SECONDS = 20;
    private static final List<Path> DEBIAN_HSDIS = List.of(
            Path.of("/usr/lib/x86_64-linux-gnu/libhsdis.so.0"), Path.of("/usr/lib64/libhsdis.so.0"),
            Path.of("/usr/lib/libhsdis.so.0"));

    /**
     * @param hsdisDirectory the folder holding {@value #HSDIS_NAME}, for the forks' library path; null when missing
     * @param missing        one hint per missing piece ("perf is missing: apt-get install linux-perf ...")
     */
    public record Result(Path hsdisDirectory, List<String> missing) {
        public Result {
            missing = List.copyOf(missing);
        }

        public boolean ready() {
            return hsdisDirectory != null && missing.isEmpty();
        }

        /** The one line for the log and the rows' notes. */
        public String sentence() {
            return "no machine code (JMH's perfasm needs perf and hsdis): " + String.join("; ", missing);
        }
    }

    private final String path;
    private final List<Path> hsdisCandidates;
    private final Path cacheDirectory;
    private final String os;
    private final String arch;

    MachineCodeSetup(String path, List<Path> hsdisCandidates, Path cacheDirectory, String os, String arch) {
        this.path = path == null ? "" : path;
        this.hsdisCandidates = List.copyOf(hsdisCandidates);
        this.cacheDirectory = cacheDirectory;
        this.os = os.toLowerCase(Locale.ROOT);
        this.arch = arch.toLowerCase(Locale.ROOT);
    }

    /** This machine's PATH, Debian's hsdis locations and the cache under $XDG_CACHE_HOME or ~/.cache. */
    public static MachineCodeSetup forThisMachine(Path cacheDirectory) {
        return new MachineCodeSetup(System.getenv("PATH"), DEBIAN_HSDIS, cacheDirectory,
                System.getProperty("os.name", ""), System.getProperty("os.arch", ""));
    }

    /** Finds perf, hsdis and gcc, and builds (or takes from the cache) the bridge. */
    public Result prepare() throws InterruptedException {
        if (!os.contains("linux") || !(arch.equals("amd64") || arch.equals("x86_64"))) {
            return new Result(null, List.of("machine code is read on Linux x86-64 only (perf and Debian's hsdis);"
                    + " this is " + os + " " + arch));
        }
        List<String> missing = new ArrayList<>();
        Optional<Path> perf = onPath("perf");
        if (perf.isEmpty()) {
            missing.add("perf is missing: apt-get install linux-perf (Debian; Ubuntu: linux-tools-generic;"
                    + " Fedora: dnf install perf)");
        } else {
            perfProblem(perf.get()).ifPresent(problem -> missing.add("perf cannot sample here (" + problem
                    + "): allow it with sysctl kernel.perf_event_paranoid=2 or lower"));
        }
        Optional<Path> hsdis = hsdisCandidates.stream().filter(Files::isRegularFile).findFirst();
        if (hsdis.isEmpty()) {
            missing.add("hsdis is missing: apt-get install libhsdis0-fcml");
        }
        Optional<Path> gcc = onPath("gcc");
        Path bridge = hsdis.map(this::bridgeFor).orElse(null);
        boolean built = bridge != null && isOurs(bridge);
        if (!built && gcc.isEmpty()) {
            missing.add("gcc is missing, needed once to build the bridge to hsdis: apt-get install gcc");
        }
        if (!missing.isEmpty()) {
            return new Result(null, missing);
        }
        if (!built) {
            Optional<String> failure = build(gcc.get(), hsdis.get(), bridge);
            if (failure.isPresent()) {
                return new Result(null, List.of("the bridge to hsdis could not be built (" + failure.get() + ")"));
            }
        }
        return new Result(bridge.getParent(), List.of());
    }

    Optional<Path> onPath(String program) {
        for (String dir : path.split(java.io.File.pathSeparator)) {
            if (!dir.isEmpty()) {
                Path candidate = Path.of(dir, program);
                if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                    return Optional.of(candidate);
                }
            }
        }
        return Optional.empty();
    }

    /** perf's own check, as JMH's perfasm makes it: count the event over a trivial command. */
    private static Optional<String> perfProblem(Path perf) throws InterruptedException {
        Optional<String> failure = run(List.of(perf.toString(), "stat", "-e", "cpu-clock", "true"));
        return failure.map(text -> text.lines().filter(l -> !l.isBlank()).findFirst().orElse(text).strip());
    }

    /** The bridge's place in the cache: one folder per library (path, size, time) and bridge source. */
    private Path bridgeFor(Path hsdis) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            sha.update(shimSource());
            sha.update((hsdis.toAbsolutePath() + "|" + Files.size(hsdis) + "|" + Files.getLastModifiedTime(hsdis))
                    .getBytes(StandardCharsets.UTF_8));
            String key = HexFormat.of().formatHex(sha.digest()).substring(0, 16);
            return cacheDirectory.resolve(key).resolve(HSDIS_NAME);
        } catch (IOException | NoSuchAlgorithmException e) {
            return cacheDirectory.resolve("unreadable").resolve(HSDIS_NAME);
        }
    }

    /**
     * A library the JVM will load: only a regular file of this user's, never a link, so that a cache
     * in a shared home cannot hand the forks someone else's code.
     */
    private static boolean isOurs(Path file) {
        try {
            return Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)
                    && Files.getOwner(file, LinkOption.NOFOLLOW_LINKS).getName().equals(System.getProperty("user.name"));
        } catch (IOException | UnsupportedOperationException e) {
            return false;
        }
    }

    /** gcc into a new file beside the target, then renamed into place: a reader never sees half a library. */
    private static Optional<String> build(Path gcc, Path hsdis, Path bridge) throws InterruptedException {
        try {
            Files.createDirectories(bridge.getParent());
            Path source = Files.createTempFile(bridge.getParent(), "hsdis-shim-", ".c");
            Path built = Files.createTempFile(bridge.getParent(), "hsdis-", ".so");
            try {
                Files.write(source, shimSource());
                Optional<String> failure = run(List.of(gcc.toString(), "-shared", "-fPIC", "-O2", "-o", built.toString(),
                        source.toString(), hsdis.toString()));
                if (failure.isPresent()) {
                    return failure;
                }
                Files.move(built, bridge, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                return Optional.empty();
            } finally {
                Files.deleteIfExists(source);
                Files.deleteIfExists(built);
            }
        } catch (IOException e) {
            return Optional.of(e.getMessage());
        }
    }

    private static byte[] shimSource() throws IOException {
        try (InputStream in = MachineCodeSetup.class.getResourceAsStream(SHIM)) {
            if (in == null) {
                throw new IOException(SHIM + " is missing from bench-engine's jar");
            }
            return in.readAllBytes();
        }
    }

    /** Runs a short command: empty when it exits 0, else what it printed (or why it did not run). */
    private static Optional<String> run(List<String> command) throws InterruptedException {
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            process.getOutputStream().close();
            byte[] output = process.getInputStream().readAllBytes();
            if (!process.waitFor(PROBE_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return Optional.of(command.get(0) + " did not finish in " + PROBE_SECONDS + " s");
            }
            String text = new String(output, StandardCharsets.UTF_8);
            return process.exitValue() == 0 ? Optional.empty()
                    : Optional.of(text.isBlank() ? "exit code " + process.exitValue() : text.strip());
        } catch (IOException e) {
            return Optional.of(e.getMessage());
        }
    }
}
