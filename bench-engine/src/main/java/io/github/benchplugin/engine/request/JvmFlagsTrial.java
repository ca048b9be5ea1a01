package io.github.benchplugin.engine.request;

import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.model.result.RuntimeProfile;
import io.github.benchplugin.engine.run.RunLog;
import io.github.benchplugin.engine.run.TargetRuntime;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * The flags the user typed, tried once on each forked JDK before the run lock: {@code <java> <flags> -version}.
 * A flag a JDK refuses ({@code -Xmx1z}, an option it does not know, two collectors) otherwise fails every cell
 * once its forks start, with the JVM's own words only in a log under work/. Tried: bench.jvmArgs alone, and each
 * selected profile of the POM's {@code <profiles>} with bench.jvmArgs after it (as the forks get them); the
 * built-in profiles are ours and not tried. A JDK that runs in-process takes no flags and is not tried. One
 * {@code -version} costs 0.05 to 0.2 s; nothing runs when no flag was given.
 */
public final class JvmFlagsTrial {

    /** A {@code -version} that has not ended by then is waiting on something (a debugger agent): not a verdict. */
    static final Duration LIMIT = Duration.ofSeconds(30);

    /** What the launcher prints around the reason, in every JDK from 8 on. */
    private static final Set<String> BOILERPLATE = Set.of(
            "Error: Could not create the Java Virtual Machine.",
            "Error: A fatal exception has occurred. Program will exit.",
            "Error occurred during initialization of VM");

    private final RunLog log;
    private final Duration limit;

    public JvmFlagsTrial(RunLog log) {
        this(log, LIMIT);
    }

    JvmFlagsTrial(RunLog log, Duration limit) {
        this.log = log;
        this.limit = limit;
    }

    /**
     * @param runtimes     the run's JDKs, resolved
     * @param jvmArgs      bench.jvmArgs, split
     * @param userProfiles the selected profiles the user defined (their flags are the user's too)
     * @throws BadInputException naming the flags, the JDK and its first line of refusal
     */
    public void check(List<TargetRuntime> runtimes, List<String> jvmArgs, List<RuntimeProfile> userProfiles) {
        Map<List<String>, String> trials = new LinkedHashMap<>();
        if (!jvmArgs.isEmpty()) {
            trials.put(jvmArgs, "bench.jvmArgs=" + String.join(" ", jvmArgs));
        }
        for (RuntimeProfile profile : userProfiles) {
            if (profile.jvmArgs().isEmpty()) {
                continue;
            }
            List<String> flags = new ArrayList<>(profile.jvmArgs());
            flags.addAll(jvmArgs);
            trials.putIfAbsent(flags, "profile '" + profile.name() + "' (" + profile.describeFlags() + ")"
                    + (jvmArgs.isEmpty() ? "" : " with bench.jvmArgs=" + String.join(" ", jvmArgs)));
        }
        if (trials.isEmpty()) {
            return;
        }
        Map<Path, TargetRuntime> jdks = new LinkedHashMap<>();
        runtimes.stream().filter(r -> !r.inProcess()).forEach(r -> jdks.putIfAbsent(r.javaHome(), r));
        for (TargetRuntime jdk : jdks.values()) {
            trials.forEach((flags, what) -> {
                String refusal = refusal(jdk, flags, what);
                if (refusal != null) {
                    throw new BadInputException(what + ": JDK " + jdk.featureVersion() + " (" + jdk.javaHome()
                            + ") refuses " + (flags.size() == 1 ? "it" : "them") + ": " + refusal);
                }
            });
        }
    }

    /** The JVM's reason for refusing the flags, or null when it starts with them (or could not be asked). */
    private String refusal(TargetRuntime jdk, List<String> flags, String what) {
        List<String> command = new ArrayList<>();
        command.add(jdk.javaExecutable().toString());
        command.addAll(flags);
        command.add("-version");
        Path output = null;
        long started = System.nanoTime();
        try {
            output = Files.createTempFile("bench-jvm-flags", ".txt");
            // A file, not a pipe: a JVM that never ends must not block a read; the reason may be on either stream.
            Process process = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(output.toFile()).start();
            process.getOutputStream().close(); // nothing to read: a flag that makes it read stdin gets its end
            if (!process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroyForcibly();
                log.warn(what + ": " + String.join(" ", command) + " did not end within " + limit.toSeconds()
                        + " s; the flags were not tried before measuring");
                return null;
            }
            log.debug("Tried " + String.join(" ", command) + ": exit " + process.exitValue() + " in "
                    + TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started) + " ms");
            if (process.exitValue() == 0) {
                return null;
            }
            return reason(Files.readAllLines(output, Charset.defaultCharset()), process.exitValue());
        } catch (IOException e) {
            // The JDK cannot be started at all: starting its host says so, with the fallback it allows.
            log.debug("Could not try " + String.join(" ", command) + ": " + e.getMessage());
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        } finally {
            deleteQuietly(output);
        }
    }

    /** The first line that says why: the launcher's own "could not create the VM" lines say nothing. */
    static String reason(List<String> lines, int exitCode) {
        return lines.stream().map(String::strip).filter(l -> !l.isEmpty() && !BOILERPLATE.contains(l)).findFirst()
                .orElse("it exits with code " + exitCode + " and says nothing");
    }

    private static void deleteQuietly(Path file) {
        if (file != null) {
            try {
                Files.deleteIfExists(file);
            } catch (IOException e) {
                // a temp file: the system's tmp cleaning takes it
            }
        }
    }
}
