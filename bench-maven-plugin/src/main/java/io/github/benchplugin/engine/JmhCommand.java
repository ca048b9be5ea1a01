package io.github.benchplugin.engine;

import io.github.benchplugin.config.JobSettings;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Builds the argument list that starts JMH for one cell. The JMH host runs on the cell's own
 * JDK, so JMH's forks (which reuse the host's java binary and class path) run there too.
 */
public final class JmhCommand {

    static final String JMH_MAIN = "org.openjdk.jmh.Main";
    private static final String UNSAFE_FLAG = "--sun-misc-unsafe-memory-access=allow";

    private final List<Path> classpath;
    private final JobSettings settings;

    public JmhCommand(List<Path> classpath, JobSettings settings) {
        this.classpath = List.copyOf(classpath);
        this.settings = settings;
    }

    /** The full command for a forked host: java, host flags, class path, JMH main and JMH options. */
    public List<String> forked(CellRequest cell) {
        List<String> command = new ArrayList<>();
        command.add(cell.runtime().javaExecutable().toString());
        if (cell.runtime().needsUnsafeWarningFlag()) {
            command.add(UNSAFE_FLAG);
        }
        command.add("-cp");
        command.add(classpathString());
        command.add(JMH_MAIN);
        command.addAll(jmhArguments(cell, false));
        return command;
    }

    /**
     * JMH's own options for the cell. {@code inProcess} asks JMH for forks=0 (the caller has
     * decided to measure inside the current JVM and flags it).
     */
    public List<String> jmhArguments(CellRequest cell, boolean inProcess) {
        List<String> args = new ArrayList<>();
        args.add("^" + Pattern.quote(cell.method().name()) + "$");
        args.addAll(settings.jmhOptions());
        if (inProcess) {
            replaceOption(args, "-f", "0");
        } else if (cell.forks() != null) {
            replaceOption(args, "-f", cell.forks().toString());
        }
        // Bytes per operation are the most repeatable number a benchmark has: always measured.
        args.add("-prof");
        args.add("gc");
        args.add("-foe");
        args.add("true");
        args.add("-rf");
        args.add("json");
        args.add("-rff");
        args.add(cell.jsonFile().toString());
        if (!inProcess && cell.runtime().needsUnsafeWarningFlag()) {
            // Prepended so that it reaches forks even when @Fork(jvmArgs) replaces the host's flags.
            args.add("-jvmArgsPrepend");
            args.add(UNSAFE_FLAG);
        }
        List<String> appended = measuredJvmArgs(cell);
        if (!appended.isEmpty()) {
            args.add("-jvmArgsAppend");
            args.add(String.join(" ", appended));
        }
        return args;
    }

    /**
     * The flags every measured fork gets on top of JMH's: the column's profile first, then
     * bench.jvmArgs, so that an explicit bench.jvmArgs value (a later -Xmx) wins over the profile's.
     */
    List<String> measuredJvmArgs(CellRequest cell) {
        List<String> flags = new ArrayList<>(cell.runtime().profileJvmArgs());
        flags.addAll(settings.jvmArgs());
        return flags;
    }

    private static void replaceOption(List<String> args, String option, String value) {
        int at = args.indexOf(option);
        if (at >= 0) {
            args.set(at + 1, value);
        } else {
            args.add(option);
            args.add(value);
        }
    }

    public String classpathString() {
        return classpath.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator));
    }

    public List<Path> classpath() {
        return classpath;
    }
}
