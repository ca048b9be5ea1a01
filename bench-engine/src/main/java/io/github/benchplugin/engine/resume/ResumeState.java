package io.github.benchplugin.engine.resume;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.benchplugin.model.io.LimitedJson;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Which cells of this run are already measured, for {@code bench.resume=true}, and the record
 * of finished cells that makes a later resume possible.
 * <p>
 * Every run keeps {@code <out>/resume.json} up to date (rewritten atomically after each cell),
 * whether or not it resumes: the run that gets killed is the one that was not asked to resume.
 * A resumed run continues only when its {@link RunFingerprint} equals the recorded one; any
 * change, a missing or damaged file means starting over, with the reason, never an exception.
 * A finished cell whose JMH JSON is gone or damaged is simply measured again.
 */
public final class ResumeState {

    private final Path outputDirectory;
    private final RunFingerprint fingerprint;
    private final Map<String, ResumeFile.Entry> finished = new LinkedHashMap<>();
    private final String whyNotResumable;
    private final List<String> remeasured = new ArrayList<>();
    private final ResumeFile file = new ResumeFile();
    private final ObjectMapper mapper = LimitedJson.mapper();

    private ResumeState(Path outputDirectory, RunFingerprint fingerprint, String whyNotResumable) {
        this.outputDirectory = outputDirectory;
        this.fingerprint = fingerprint;
        this.whyNotResumable = whyNotResumable;
    }

    /**
     * Starts the run's record: with {@code resume}, continues resume.json when it matches;
     * otherwise (or when it does not match) starts an empty one. Writes resume.json at once, so
     * that an older record never outlives a run with different settings.
     */
    public static ResumeState begin(Path outputDirectory, RunFingerprint fingerprint, boolean resume) throws IOException {
        ResumeState state = resume ? load(outputDirectory, fingerprint)
                : new ResumeState(outputDirectory, fingerprint, null);
        state.save();
        return state;
    }

    private static ResumeState load(Path outputDirectory, RunFingerprint fingerprint) {
        ResumeFile.Content content;
        try {
            content = new ResumeFile().read(outputDirectory.resolve(ResumeFile.FILE_NAME));
        } catch (ResumeFile.Unusable e) {
            return new ResumeState(outputDirectory, fingerprint, e.getMessage() + ", starting over");
        }
        Optional<String> change = fingerprint.changeFrom(content.fingerprint());
        if (change.isPresent()) {
            return new ResumeState(outputDirectory, fingerprint, change.get() + ", starting over");
        }
        ResumeState state = new ResumeState(outputDirectory, fingerprint, null);
        for (ResumeFile.Entry entry : content.finished()) {
            Optional<String> problem = state.problemWith(entry.jmhJson());
            if (problem.isPresent()) {
                state.remeasured.add(entry.benchmark() + " on " + entry.runtimeId() + ": " + problem.get()
                        + "; measuring it again");
            } else {
                state.finished.put(key(entry.runtimeId(), entry.benchmark()), entry);
            }
        }
        return state;
    }

    /** Why bench.resume=true could not continue the earlier run; empty when it does (or was not asked). */
    public Optional<String> whyNotResumable() {
        return Optional.ofNullable(whyNotResumable);
    }

    /** Finished cells of the earlier run that must be measured again, each with the reason, for the log. */
    public List<String> remeasured() {
        return List.copyOf(remeasured);
    }

    public boolean isFinished(String runtimeId, String benchmark) {
        return finished.containsKey(key(runtimeId, benchmark));
    }

    public synchronized int finishedCount() {
        return finished.size();
    }

    /** JMH's JSON of a finished cell, to record it again without measuring; null when not finished. */
    public Path jmhJson(String runtimeId, String benchmark) {
        ResumeFile.Entry entry = finished.get(key(runtimeId, benchmark));
        return entry == null ? null : outputDirectory.resolve(entry.jmhJson()).normalize();
    }

    /**
     * The JMH JSON of every finished cell, where a later bench.resume reads it: what a run that stops
     * early keeps of its scratch files.
     */
    public synchronized List<Path> finishedFiles() {
        return finished.values().stream().map(e -> outputDirectory.resolve(e.jmhJson()).normalize()).toList();
    }

    /** resume.json: a run that got to its end removes it with its scratch files, nothing being left to resume. */
    public Path file() {
        return outputDirectory.resolve(ResumeFile.FILE_NAME);
    }

    /** Records a cell that finished successfully, and rewrites resume.json atomically. */
    public synchronized void markFinished(String runtimeId, String benchmark, Path jmhJson) throws IOException {
        String relative = outputDirectory.toAbsolutePath().normalize()
                .relativize(jmhJson.toAbsolutePath().normalize()).toString().replace('\\', '/');
        finished.put(key(runtimeId, benchmark), new ResumeFile.Entry(runtimeId, benchmark, relative));
        save();
    }

    private void save() throws IOException {
        file.write(outputDirectory.resolve(ResumeFile.FILE_NAME),
                new ResumeFile.Content(fingerprint, List.copyOf(finished.values())));
    }

    /**
     * A recorded JMH JSON must lie inside the output directory (the file could have been edited
     * to point anywhere) and still be a complete JMH result.
     */
    private Optional<String> problemWith(String relative) {
        Path root = outputDirectory.toAbsolutePath().normalize();
        Path json;
        try {
            Path given = Path.of(relative);
            if (given.isAbsolute()) {
                return Optional.of("its JMH result path is absolute");
            }
            json = root.resolve(given).normalize();
        } catch (InvalidPathException e) {
            return Optional.of("its JMH result path is not a path");
        }
        if (!json.startsWith(root)) {
            return Optional.of("its JMH result path leaves the output directory");
        }
        try {
            if (!Files.isRegularFile(json)) {
                return Optional.of("its JMH result " + relative + " is missing");
            }
            if (Files.size(json) > LimitedJson.MAX_FILE_BYTES) {
                return Optional.of("its JMH result " + relative + " is too large");
            }
            try (InputStream in = Files.newInputStream(json)) {
                JsonNode tree = mapper.readTree(in);
                if (tree == null || !tree.isArray() || tree.isEmpty()) {
                    return Optional.of("its JMH result " + relative + " holds no result");
                }
            }
        } catch (IOException | RuntimeException e) {
            return Optional.of("its JMH result " + relative + " is damaged");
        }
        return Optional.empty();
    }

    private static String key(String runtimeId, String benchmark) {
        return runtimeId + "\u0000" + benchmark;
    }
}
