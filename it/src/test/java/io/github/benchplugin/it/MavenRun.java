package io.github.benchplugin.it;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Runs a real Maven on a copy of one of src/test/projects, the way a user would type it.
 * The copy goes to target/it/&lt;name&gt;, with @bench.version@ replaced by the plugin version
 * under test.
 */
final class MavenRun {

    static final Path JDK_17 = Path.of("/usr/lib/jvm/java-17-openjdk-amd64");
    static final Path JDK_25 = Path.of("/usr/lib/jvm/temurin-25-jdk-amd64");

    private final Path projectDir;
    private Path javaHome;
    private Path mavenHome;
    private boolean ownFloorCache;
    private final List<String> env = new ArrayList<>();
    private final java.util.Map<String, String> environment = new java.util.LinkedHashMap<>();

    private MavenRun(Path projectDir) {
        this.projectDir = projectDir;
    }

    /** A fresh copy of the named test project, for the named test. */
    static MavenRun project(String name, String copyName) throws IOException {
        Path source = Path.of(System.getProperty("bench.projects")).resolve(name);
        Path target = Path.of(System.getProperty("bench.work")).resolve(copyName);
        deleteRecursively(target);
        try (Stream<Path> files = Files.walk(source)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                Path dest = target.resolve(source.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(dest);
                } else if (p.getFileName().toString().equals("pom.xml")) {
                    String pom = Files.readString(p).replace("@bench.version@", System.getProperty("bench.plugin.version"));
                    Files.writeString(dest, pom);
                } else {
                    Files.copy(p, dest);
                }
            }
        }
        return new MavenRun(target);
    }

    /** Maven in a directory of the test's own making, e.g. one without a pom.xml. */
    static MavenRun in(Path dir) throws IOException {
        Files.createDirectories(dir);
        return new MavenRun(dir);
    }

    /** Runs Maven itself on this JDK (javac too), like JAVA_HOME=... mvn. */
    MavenRun withJavaHome(Path home) {
        this.javaHome = home;
        return this;
    }

    /** Runs this Maven installation instead of the one running the tests. */
    MavenRun withMavenHome(Path home) {
        this.mavenHome = home;
        return this;
    }

    /** The harness floors of this copy only, none measured before: for a test of measuring the floor. */
    MavenRun withOwnFloorCache() {
        this.ownFloorCache = true;
        return this;
    }

    /**
     * As on a machine where perf cannot sample (a VM, a container): bench.explain records its JFR fork
     * but reads no machine code, and says so in one warning. For an IT of that warning; an IT that only
     * wants to skip perfasm's cost (about 20 s per recorded fork) passes bench.explainMachineCode=false,
     * as a user would. A {@code perf} that fails first on Maven's PATH is what MachineCodeSetup then finds.
     */
    MavenRun withoutMachineCode() throws IOException {
        Path bin = Files.createDirectories(projectDir.resolve(".no-perf"));
        Path perf = bin.resolve("perf");
        Files.writeString(perf, "#!/bin/sh\necho 'perf: switched off by the IT (no machine code)' >&2\nexit 1\n");
        perf.toFile().setExecutable(true);
        return withEnvironment("PATH", bin.toAbsolutePath() + java.io.File.pathSeparator + System.getenv("PATH"));
    }

    /** Sets an environment variable of Maven's process; a null value removes an inherited one. */
    MavenRun withEnvironment(String name, String value) {
        environment.put(name, value);
        return this;
    }

    Path dir() {
        return projectDir;
    }

    Path benchDir() {
        return projectDir.resolve("target/bench");
    }

    Result run(String... args) throws IOException, InterruptedException {
        Process p = start(args);
        if (!p.waitFor(15, TimeUnit.MINUTES)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            throw new AssertionError("mvn " + String.join(" ", args) + " did not finish in 15 minutes");
        }
        return new Result(p.exitValue(), Files.readString(log(), StandardCharsets.UTF_8));
    }

    /** The build log of the last start. */
    Path log() {
        return projectDir.resolve("build.log");
    }

    /** Starts Maven without waiting for it (to interrupt it midway); its output goes to {@link #log()}. */
    Process start(String... args) throws IOException {
        List<String> command = new ArrayList<>();
        if (mavenHome != null) {
            // through sh: an unpacked distribution may have lost the executable bit
            command.add("sh");
            command.add(mavenHome.resolve("bin/mvn").toString());
        } else {
            command.add(mavenExecutable());
        }
        command.add("-B");
        command.add("-ntp");
        String localRepository = System.getProperty("bench.localRepository");
        if (localRepository != null && !localRepository.isBlank()) {
            command.add("-Dmaven.repo.local=" + localRepository);
        }
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).directory(projectDir.toFile()).redirectErrorStream(true);
        Path log = projectDir.resolve("build.log");
        builder.redirectOutput(log.toFile());
        if (javaHome != null) {
            builder.environment().put("JAVA_HOME", javaHome.toString());
        }
        // The harness-floor cache (bench.floor=auto) of this suite run, not the user's: floors are
        // measured once per JDK and settings for all ITs, as a user's cache keeps them across runs
        // (FloorCache keys them by JDK, machine and JMH options). A test about measuring the floor
        // itself takes a cache of its own (withOwnFloorCache).
        Path cacheHome = ownFloorCache ? projectDir.resolve(".cache") : Path.of(System.getProperty("bench.work"), ".cache");
        builder.environment().put("XDG_CACHE_HOME", cacheHome.toAbsolutePath().toString());
        // Maven's temporary directory, and with it the plugin's run lock and the JMH lock its hosts take, of this
        // copy only: two ITs run side by side (junit-platform.properties), and a class that measures nothing it
        // asserts does not queue behind the other's cells. Classes that assert on measured numbers keep apart
        // through MachineLocks and @Isolated instead. A test that sets MAVEN_OPTS chooses itself.
        Path tmp = Files.createDirectories(projectDir.resolve(".tmp"));
        builder.environment().put("MAVEN_OPTS", "-Djava.io.tmpdir=" + tmp.toAbsolutePath());
        environment.forEach((name, value) -> {
            if (value == null) {
                builder.environment().remove(name);
            } else {
                builder.environment().put(name, value);
            }
        });
        if (!measuresInMavensJvm(args)) {
            builder.environment().merge("MAVEN_OPTS", FAST_START, (own, fast) -> fast + " " + own);
        }
        return builder.start();
    }

    /**
     * Maven's own JVM with C1 only and the serial collector: it then needs about half the CPU time to
     * start, compile a test project and run the plugin, and CPU is what the ITs wait for on a 2-core
     * machine. The measured JVMs (hosts and JMH's forks) are started by the plugin and keep their
     * defaults; only a run that measures inside Maven's JVM keeps Maven's defaults too.
     */
    static final String FAST_START = "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC";

    private static boolean measuresInMavensJvm(String... args) {
        return java.util.Arrays.stream(args).anyMatch(a -> a.equals("-Dbench.inProcess=true")
                || a.equals("-Dbench.fallback=in-process"));
    }

    static String mavenExecutable() {
        String home = System.getProperty("maven.home");
        if (home != null && Files.isExecutable(Path.of(home, "bin", "mvn"))) {
            return Path.of(home, "bin", "mvn").toString();
        }
        return "mvn";
    }

    static void deleteRecursively(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) files.sorted(Comparator.reverseOrder())::iterator) {
                Files.delete(p);
            }
        }
    }

    record Result(int exitCode, String output) {

        /**
         * The [ERROR] lines Maven printed, for error-message assertions; without the ANSI reset codes Maven
         * sometimes puts before a line (seen before a line written from a shutdown hook).
         */
        List<String> errorLines() {
            return output.lines().map(l -> l.replaceFirst("^(\u001B\\[[0-9;]*m)+", ""))
                    .filter(l -> l.startsWith("[ERROR]")).toList();
        }

        boolean hasStackTrace() {
            return output.lines().anyMatch(l -> l.matches("\\s+at [\\w$.]+\\(.*\\)"));
        }

        @Override
        public String toString() {
            return "exit " + exitCode + "\n" + output;
        }
    }
}
