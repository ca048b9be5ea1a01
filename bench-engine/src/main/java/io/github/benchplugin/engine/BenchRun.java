package io.github.benchplugin.engine;

import io.github.benchplugin.engine.request.Door;
import io.github.benchplugin.engine.request.RunRequest;
import io.github.benchplugin.engine.catalog.CompilerProcessing;
import io.github.benchplugin.engine.catalog.MeasuredCode;
import io.github.benchplugin.engine.output.OutputFolder;
import io.github.benchplugin.engine.publish.Publication;
import io.github.benchplugin.engine.run.RunLog;
import io.github.benchplugin.engine.run.RunOutcome;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The one sequence every door runs, once per project (or jar): the parsed request (settings,
 * runtimes, history, gates: {@link RunRequest#parse}) -> the run and its files ({@link BenchEngine})
 * -> the gates and the publish stage ({@link Publication}), inside the run lock. A door only adapts: it builds the request, finds the code, and turns
 * {@link Measured} into its build result or exit code.
 */
public final class BenchRun {

    private final RunLog log;
    private final BenchEngine engine;

    /** @param door the door's log and the name of its JVM; the rest of the door went into the request */
    public BenchRun(Door door) {
        this(door.log(), new BenchEngine(door.log(), door.jvm()));
    }

    BenchRun(RunLog log, BenchEngine engine) {
        this.log = log;
        this.engine = engine;
    }

    /**
     * What measuring one project (or the jar) gave, and why its gates fail (none when they pass).
     *
     * @param outcome the engine's outcome ({@link RunOutcome#ran()} false when there was nothing to measure)
     * @param reasons one sentence per failed gate
     */
    public record Measured(RunOutcome outcome, List<String> reasons) {
        public Measured {
            reasons = List.copyOf(reasons);
        }

        public boolean passed() {
            return reasons.isEmpty();
        }
    }

    /**
     * Checks, writing nothing, that a folder can take a run's files: ours or new ({@link OutputFolder}),
     * and none of the files the run reads inside it. A reactor checks every module's folder before the
     * first module is measured; {@link #measure} checks again and marks the folder.
     *
     * @throws io.github.benchplugin.engine.config.BadInputException naming the folder and what is wrong
     */
    public void checkOutput(RunRequest request, Path out) {
        request.reads().requireOutside(out);
        OutputFolder.check(out);
    }

    /**
     * @param code                the benchmarks and their class path
     * @param out                 where the files go
     * @param projectDirectory    where the history record's commit is read
     * @param annotationProcessor what the build's compiler configuration says about JMH's processor, or null
     */
    public Measured measure(RunRequest request, MeasuredCode code, Path out, Path projectDirectory,
                            CompilerProcessing annotationProcessor) throws IOException, InterruptedException {
        request.reads().requireOutside(out);
        RunParameters parameters = new RunParameters(code, out, request.settings(),
                request.gates().history().previous(), annotationProcessor, request.gates().history().requirements());
        return engine.run(parameters, request.runtimeSource(), (outcome, scratch) -> Publication.afterGates(
                request.gates().forProject(projectDirectory), request.exports(), outcome, out, log, scratch));
    }
}
