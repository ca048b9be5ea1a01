package io.github.benchplugin.engine;

import io.github.benchplugin.engine.recording.ResultRecorder;
import io.github.benchplugin.report.ReportFiles;
import io.github.benchplugin.engine.resume.ResumeState;
import io.github.benchplugin.jdk.EngineJvm;
import io.github.benchplugin.engine.run.RunLog;

import java.nio.file.Path;

/**
 * What a shutdown of this JVM while cells are measured (Ctrl-C, SIGTERM, a cancelled CI job) does,
 * once: the finished cells are written (the recorder's own hook may be at it: the recorder is
 * synchronized), the scratch files are pruned to what bench.resume reads, and the user is told how
 * many cells were kept and that bench.resume finishes the run. The hosts are killed by the
 * ProcessReaper's hook meanwhile; the run's own thread stops without calling their cells failed
 * (ForkedHostRunner).
 */
final class Interruption implements AutoCloseable {

    private final Thread hook;

    private Interruption(Thread hook) {
        this.hook = hook;
    }

    /**
     * @param planned how many cells the run planned (the harness floors and every round included)
     */
    static Interruption watch(RunLog log, EngineJvm jvm, ResultRecorder recorder, ResumeState resume, int planned,
                              Path out, RunScratch scratch) {
        Thread hook = new Thread(() -> {
            recorder.saveIfBehind();
            scratch.keepForResume();
            log.warn(message(resume.finishedCount(), planned, out, jvm));
        }, "bench-interrupted");
        Runtime.getRuntime().addShutdownHook(hook);
        return new Interruption(hook);
    }

    /** "Interrupted: 7 of 12 cells finished and are kept in target/bench/results.json; ..." */
    static String message(int finished, int planned, Path out, EngineJvm jvm) {
        int left = Math.max(0, planned - finished);
        return "Interrupted: " + finished + " of " + planned + " cells finished and are kept in "
                + out.resolve(ReportFiles.RESULTS_JSON) + "; the same command with " + resumeOption(jvm)
                + " finishes the run, measuring only the " + left + " left";
    }

    /** How the user asks for bench.resume through their door. */
    static String resumeOption(EngineJvm jvm) {
        return jvm == EngineJvm.CLI ? "--resume" : "-Dbench.resume=true";
    }

    @Override
    public void close() {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the hook is running or has run
        }
    }
}
