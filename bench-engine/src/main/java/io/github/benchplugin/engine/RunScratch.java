package io.github.benchplugin.engine;

import io.github.benchplugin.engine.explain.Explainer;
import io.github.benchplugin.engine.output.ScratchFolders;
import io.github.benchplugin.engine.plan.CellRequest;
import io.github.benchplugin.engine.publish.Publication;
import io.github.benchplugin.engine.resume.ResumeState;
import io.github.benchplugin.engine.run.RunLog;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

/**
 * A run's scratch files, which do not outlive it: {@code work/} (each round's host plan, each
 * cell's JMH JSON, JMH's log of it and its iteration record), {@code classpath-overlay/} (the merged
 * BenchmarkList) and {@code explain/work/} (the recorded forks' JMH JSON). What users read stays:
 * results.*, jmh/, output/, profiles/, explain/&lt;row&gt;/, export/.
 * <ul>
 *   <li>A run that gets to its end removes them all, and resume.json with them: nothing is left to resume. The
 *       publish stage does it as its last step ({@link Publication}), inside the run lock.
 *       A failed cell's reason and JMH's words about it are in its message already, what it printed in
 *       output/.</li>
 *   <li>A run that stops on an error, or is interrupted (Ctrl-C, SIGTERM: {@link #keepForResume} from the
 *       shutdown hook), keeps only what bench.resume reads: each finished cell's JMH JSON and iteration
 *       record, which resume.json names.</li>
 *   <li>{@code bench.keepWork=true} keeps them all, for a look at what the hosts were given and said.</li>
 * </ul>
 * Whatever stays, on purpose or because a killed Maven could not clean up, never has a suffix a
 * project's source checks read: no .java, .properties or .xml (the host plan, a Properties file, is
 * named host-plan.txt). Apache Commons' parent POM, for one, has checkstyle check every *.properties
 * under the module's root, target/ included, and an old host-plan.properties failed its next build.
 */
final class RunScratch implements AutoCloseable, Publication.Scratch {

    private final Path out;
    private final boolean keepAll;
    private final RunLog log;
    private ResumeState resume;
    private boolean finished;
    private boolean done;
    private boolean cleared;

    /**
     * @param out     the run's output folder (the isolation check's own run folder with bench.verifyIsolation)
     * @param keepAll bench.keepWork
     */
    RunScratch(Path out, boolean keepAll, RunLog log) {
        this.out = out;
        this.keepAll = keepAll;
        this.log = log;
    }

    /** Each cell's files, by runtime and round. */
    static Path work(Path out) {
        return out.resolve("work");
    }

    /** The merged BenchmarkList every fork's class path starts with. */
    static Path classpathOverlay(Path out) {
        return out.resolve("classpath-overlay");
    }

    /** What a run that stops early keeps: the finished cells resume.json names. */
    synchronized void resumeFrom(ResumeState state) {
        this.resume = state;
    }

    /** The run got to its end: nothing is left to resume. */
    synchronized void finished() {
        this.finished = true;
    }

    /** Removes all but what bench.resume reads (a stop on an error, the shutdown hook of an interrupted run). */
    synchronized void keepForResume() {
        if (keepAll || done) {
            return;
        }
        done = true;
        removeQuietly(classpathOverlay(out), Set.of());
        removeQuietly(Explainer.workFolder(out), Set.of());
        if (resume == null) {
            return; // stopped before resume.json was read: an earlier interrupted run's cells are still to resume
        }
        Set<Path> kept = new HashSet<>();
        for (Path json : resume.finishedFiles()) {
            kept.add(json);
            kept.add(CellRequest.iterationsBeside(json));
        }
        removeQuietly(work(out), kept);
    }

    /**
     * The publish stage's last step, or the run's end when it did not get there: all removed when the
     * run finished, else all but what bench.resume reads. Once.
     */
    @Override
    public synchronized void clear() {
        if (cleared) {
            return;
        }
        cleared = true;
        if (keepAll) {
            log.info("bench.keepWork=true: the run's scratch files stay in " + work(out) + " and "
                    + classpathOverlay(out));
            return;
        }
        if (!finished) {
            keepForResume();
            return;
        }
        done = true;
        removeQuietly(work(out), Set.of());
        removeQuietly(classpathOverlay(out), Set.of());
        removeQuietly(Explainer.workFolder(out), Set.of());
        try {
            if (resume != null) {
                Files.deleteIfExists(resume.file());
            }
        } catch (IOException e) {
            log.warn("Could not remove " + resume.file() + ": " + e.getMessage());
        }
    }

    @Override
    public void close() {
        clear();
    }

    /** Never fails the run over its scratch: the results are written, the run's own error is the one to report. */
    private void removeQuietly(Path dir, Set<Path> keep) {
        try {
            ScratchFolders.keepOnly(dir, keep);
        } catch (IOException | RuntimeException e) {
            log.warn("Could not remove the scratch files in " + dir + ": " + e.getMessage());
        }
    }
}
