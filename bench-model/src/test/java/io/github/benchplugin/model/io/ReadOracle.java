package io.github.benchplugin.model.io;

import io.github.benchplugin.model.combine.ConflictPolicy;
import io.github.benchplugin.model.combine.MergeInput;
import io.github.benchplugin.model.combine.ResultCombiner;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.assembly.ReportAssembler;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * What may come of reading a file: a result that everything downstream can use, or our own
 * one-line error naming the file. Anything else (an NPE, a StackOverflowError, an
 * IllegalArgumentException from deep inside, or an accepted file that later breaks the merge or,
 * in bench-report's tests, a renderer) is a hole in the reader.
 */
final class ReadOracle {

    enum Verdict { ACCEPTED, REJECTED }

    private final ResultJsonReader reader;
    /** What else must take every accepted result: nothing here, every renderer in bench-report. */
    private final Consumer<BenchResult> downstream;

    ReadOracle(ResultJsonReader reader, Consumer<BenchResult> downstream) {
        this.reader = reader;
        this.downstream = downstream;
    }

    Verdict check(Path file, String how) {
        BenchResult result;
        try {
            result = reader.read(file);
        } catch (ResultFileException e) {
            assertOurMessage(e.getMessage(), file, how);
            return Verdict.REJECTED;
        } catch (Throwable t) {
            throw new AssertionError(how + ": reader threw " + t, t);
        }
        try {
            useDownstream(result);
            downstream.accept(result);
            assertIdsAreFileNames(result, how);
            assertRoundTrip(result, file, how);
        } catch (Throwable t) {
            throw new AssertionError(how + ": the reader accepted a result that breaks downstream: " + t, t);
        }
        return Verdict.ACCEPTED;
    }

    static void assertOurMessage(String message, Path file, String how) {
        if (message == null) {
            fail(how + ": ResultFileException without a message");
        }
        assertFalse(message.contains("\n") || message.contains("\r"), how + ": message is not one line: " + message);
        assertTrue(message.contains(file.toString()), how + ": message does not name the file: " + message);
        assertTrue(message.length() < 1_000, how + ": message of " + message.length() + " chars");
    }

    /** What bench:merge and bench.compareTo do with a file read back. */
    private static void useDownstream(BenchResult result) {
        ResultCombiner.Combined combined = new ResultCombiner(ConflictPolicy.LAST, null)
                .combine(List.of(MergeInput.listed("a", result, 0), MergeInput.listed("b", result, 1)));
        new ReportAssembler(null).assemble(combined.environment(), combined.runtimes(), combined.rows(), List.of());
    }

    /** Accepted ids must stay inside jmh/ when bench:merge copies jmh/&lt;id&gt;.json. */
    private static void assertIdsAreFileNames(BenchResult result, String how) {
        Path jmh = Path.of("jmh");
        for (var runtime : result.runtimes()) {
            Path file = jmh.resolve(runtime.id() + ".json").normalize();
            assertTrue(file.getParent() != null && file.getParent().equals(jmh),
                    how + ": accepted runtime id " + runtime.id() + " leaves jmh/");
        }
    }

    /** An accepted result must survive being written and read again unchanged. */
    private void assertRoundTrip(BenchResult result, Path file, String how) throws Exception {
        Path again = file.resolveSibling("round-trip.json");
        new ResultJsonWriter().write(result, again);
        io.github.benchplugin.model.schema.SchemaCheck.assertValidResults(again);
        assertEquals(result.withSchemaVersion(BenchResult.SCHEMA_VERSION), reader.read(again), how + ": changed on a write and read round trip");
    }
}
