package io.github.benchplugin.engine.run;

import io.github.benchplugin.engine.run.RunLog;
import java.util.ArrayList;
import java.util.List;

/** A RunLog for tests: keeps every line, by level and in order ({@link #lines}: info and warnings together). */
public final class RecordingLog implements RunLog {
    public final List<String> info = new ArrayList<>();
    public final List<String> warn = new ArrayList<>();
    public final List<String> debug = new ArrayList<>();
    /** Info and warning lines as the user reads them, in order. */
    public final List<String> lines = new ArrayList<>();

    @Override
    public void info(String line) {
        info.add(line);
        lines.add(line);
    }

    @Override
    public void warn(String line) {
        warn.add(line);
        lines.add(line);
    }

    @Override
    public void debug(String line) {
        debug.add(line);
    }
}
