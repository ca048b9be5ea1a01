package io.github.benchplugin.host;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * The cells one host runs, in order, as a properties file (which escapes any character, so a
 * parameter value or a JVM argument arrives exactly as the user wrote it). The plugin writes it;
 * the host reads it. Each cell is one row (benchmark, parameter set, mode) on this runtime:
 * <pre>
 * cells=2
 * 0.id=...                 the plugin's name for the cell, echoed in progress lines
 * 0.arg.0=... 0.args=N     JMH command-line options (selection, settings, output files)
 * 0.param.0.name=n 0.param.0.value=10 0.params=M   parameter values pinned exactly
 * 0.jvmArg.0=... 0.jvmArgs=K                        -jvmArgsAppend, one argument each
 * 0.iterations=...         where every iteration's score and time go ({@link IterationLog}); absent: nowhere
 * </pre>
 */
public final class HostPlan {

    /** One cell: what JMH is told. */
    public static final class Cell {
        public final String id;
        public final List<String> args;
        public final Map<String, String> params;
        public final List<String> jvmArgsAppend;
        /** Where the host writes each iteration as JMH reports it ({@link IterationLog}); null: not recorded. */
        public final String iterationsFile;

        public Cell(String id, List<String> args, Map<String, String> params, List<String> jvmArgsAppend) {
            this(id, args, params, jvmArgsAppend, null);
        }

        public Cell(String id, List<String> args, Map<String, String> params, List<String> jvmArgsAppend,
                    String iterationsFile) {
            this.id = id;
            this.iterationsFile = iterationsFile;
            this.args = Collections.unmodifiableList(new ArrayList<String>(args));
            this.params = Collections.unmodifiableMap(new LinkedHashMap<String, String>(params));
            this.jvmArgsAppend = Collections.unmodifiableList(new ArrayList<String>(jvmArgsAppend));
        }
    }

    private HostPlan() {
    }

    public static void write(List<Cell> cells, Path file) throws IOException {
        Properties p = new Properties();
        p.setProperty("cells", Integer.toString(cells.size()));
        for (int i = 0; i < cells.size(); i++) {
            Cell c = cells.get(i);
            p.setProperty(i + ".id", c.id);
            putList(p, i + ".arg", i + ".args", c.args);
            int j = 0;
            for (Map.Entry<String, String> e : c.params.entrySet()) {
                p.setProperty(i + ".param." + j + ".name", e.getKey());
                p.setProperty(i + ".param." + j + ".value", e.getValue());
                j++;
            }
            p.setProperty(i + ".params", Integer.toString(j));
            putList(p, i + ".jvmArg", i + ".jvmArgs", c.jvmArgsAppend);
            if (c.iterationsFile != null) {
                p.setProperty(i + ".iterations", c.iterationsFile);
            }
        }
        Files.createDirectories(file.toAbsolutePath().getParent());
        try (OutputStream out = Files.newOutputStream(file)) {
            p.store(out, "bench-maven-plugin host plan");
        }
    }

    public static List<Cell> read(Path file) throws IOException {
        Properties p = new Properties();
        try (InputStream in = Files.newInputStream(file)) {
            p.load(in);
        }
        int count = Integer.parseInt(p.getProperty("cells", "0"));
        List<Cell> cells = new ArrayList<Cell>();
        for (int i = 0; i < count; i++) {
            Map<String, String> params = new LinkedHashMap<String, String>();
            int paramCount = Integer.parseInt(p.getProperty(i + ".params", "0"));
            for (int j = 0; j < paramCount; j++) {
                params.put(p.getProperty(i + ".param." + j + ".name"), p.getProperty(i + ".param." + j + ".value"));
            }
            cells.add(new Cell(p.getProperty(i + ".id"), getList(p, i + ".arg", i + ".args"), params,
                    getList(p, i + ".jvmArg", i + ".jvmArgs"), p.getProperty(i + ".iterations")));
        }
        return cells;
    }

    private static void putList(Properties p, String prefix, String countKey, List<String> values) {
        p.setProperty(countKey, Integer.toString(values.size()));
        for (int j = 0; j < values.size(); j++) {
            p.setProperty(prefix + "." + j, values.get(j));
        }
    }

    private static List<String> getList(Properties p, String prefix, String countKey) {
        int n = Integer.parseInt(p.getProperty(countKey, "0"));
        List<String> values = new ArrayList<String>();
        for (int j = 0; j < n; j++) {
            values.add(p.getProperty(prefix + "." + j));
        }
        return values;
    }
}
