package io.github.benchplugin.engine.hosts;

import io.github.benchplugin.engine.run.JvmFlags;
import io.github.benchplugin.engine.run.RunLog;
import io.github.benchplugin.engine.run.TargetRuntime;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Each column's effective JVM flags, as its measured forks get them: {@code java <the column's flags>
 * -XX:+PrintFlagsFinal -version} on its JDK, once per JDK and flag set (variant columns share one). Two
 * columns can differ by configuration, not by runtime: each JDK picks its own collector for this machine's
 * size, its heap, object headers and intrinsics, and a flag the user gave may mean nothing to one of them.
 * Flags a benchmark's own {@code @Fork(jvmArgs)} adds are not seen here.
 */
public final class EffectiveFlags {

    /** A JVM that does not answer -version in this long is not waited for: its flags are left out. */
    private static final long TIMEOUT_SECONDS = 30;
    /** "     bool UseG1GC                                  = true                {product} {ergonomic}". */
    private static final Pattern LINE = Pattern.compile(
            "^\\s*\\S+\\s+(\\w+)\\s+:?=\\s*(.*?)\\s*\\{[^}]*}\\s*\\{([^}]*)}\\s*$");
    private static final String COMMAND_LINE = "command line";

    private final RunLog log;

    public EffectiveFlags(RunLog log) {
        this.log = log;
    }

    /**
     * @param columns  the run's columns; in-process ones are skipped (their JVM is the engine's)
     * @param jvmArgs  the flags a column's measured forks get
     * @return by column id; a column whose JVM could not be asked is absent (said in the log)
     */
    public Map<String, JvmFlags> read(List<TargetRuntime> columns, Function<TargetRuntime, List<String>> jvmArgs)
            throws InterruptedException {
        Map<List<String>, JvmFlags> byCommand = new HashMap<>();
        Map<String, JvmFlags> byColumn = new LinkedHashMap<>();
        for (TargetRuntime column : columns) {
            if (column.inProcess()) {
                continue;
            }
            List<String> command = new ArrayList<>();
            command.add(column.javaExecutable().toString());
            command.addAll(jvmArgs.apply(column));
            command.add("-XX:+PrintFlagsFinal");
            command.add("-version");
            JvmFlags reading = byCommand.containsKey(command) ? byCommand.get(command) : ask(command, column.id());
            byCommand.put(command, reading);
            if (reading != null) {
                byColumn.put(column.id(), reading);
            }
        }
        return byColumn;
    }

    private JvmFlags ask(List<String> command, String columnId) throws InterruptedException {
        try {
            Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            CompletableFuture<String> out = CompletableFuture.supplyAsync(() -> drain(process.getInputStream()));
            if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                log.warn("The JVM flags of " + columnId + " are left out: java -XX:+PrintFlagsFinal -version did not"
                        + " answer in " + TIMEOUT_SECONDS + " s");
                return null;
            }
            JvmFlags reading = parse(out.join());
            if (process.exitValue() != 0 || reading.values().isEmpty()) {
                log.warn("The JVM flags of " + columnId + " are left out: java -XX:+PrintFlagsFinal -version exited"
                        + " with " + process.exitValue());
                return null;
            }
            return reading;
        } catch (IOException e) {
            log.warn("The JVM flags of " + columnId + " are left out: " + e.getMessage());
            return null;
        }
    }

    private static String drain(InputStream in) {
        try (in) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        }
    }

    /** The flags of {@code -XX:+PrintFlagsFinal}'s output; lines of another shape (its header) are skipped. */
    static JvmFlags parse(String printed) {
        Map<String, String> values = new LinkedHashMap<>();
        List<String> fromUser = new ArrayList<>();
        for (String line : printed.split("\\R")) {
            Matcher m = LINE.matcher(line);
            if (m.matches()) {
                values.put(m.group(1), m.group(2));
                if (m.group(3).strip().equals(COMMAND_LINE)) {
                    fromUser.add(m.group(1));
                }
            }
        }
        return new JvmFlags(values, fromUser);
    }
}
