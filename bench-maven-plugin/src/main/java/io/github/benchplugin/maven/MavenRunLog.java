package io.github.benchplugin.maven;

import io.github.benchplugin.engine.run.RunLog;
import org.apache.maven.plugin.logging.Log;

/** Adapts Maven's log to the run's. */
final class MavenRunLog implements RunLog {

    private final Log log;

    MavenRunLog(Log log) {
        this.log = log;
    }

    @Override
    public void info(String line) {
        log.info(line);
    }

    @Override
    public void warn(String line) {
        log.warn(line);
    }

    @Override
    public void debug(String line) {
        if (log.isDebugEnabled()) {
            log.debug(line);
        }
    }
}
