package io.github.benchplugin.model.io;

import io.github.benchplugin.model.io.ResultJsonMutator.Mutant;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.schema.SchemaCheck;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import java.util.Random;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Feeds thousands of damaged and hostile variants of a real results.json to the reader. The
 * seed is fixed so that a failure is reproducible; the message names the mutation and shows
 * the start of the file.
 */
public class ResultJsonReaderFuzzTest {

    private static final long SEED = 0x5EED_BE7CL;
    private static final int ROUNDS = 5_000;

    /**
     * Reads {@value #ROUNDS} mutants in {@code dir}; each accepted one must also survive the merge
     * and {@code downstream} (bench-report passes every renderer).
     */
    public static void fuzz(Path dir, Consumer<BenchResult> downstream) throws Exception {
        String valid = new ResultJsonWriter().toJson(SampleResult.twoRuntimes());
        ResultJsonMutator mutator = new ResultJsonMutator(valid, new Random(SEED));
        ReadOracle oracle = new ReadOracle(new ResultJsonReader(), downstream);
        Path file = dir.resolve("results.json");
        Map<ReadOracle.Verdict, Integer> tally = new EnumMap<>(ReadOracle.Verdict.class);
        for (int round = 0; round < ROUNDS; round++) {
            Mutant mutant = mutator.next();
            Files.write(file, mutant.content());
            ReadOracle.Verdict verdict = oracle.check(file, "round " + round + " (" + mutant.how() + ") "
                    + mutant.preview());
            tally.merge(verdict, 1, Integer::sum);
        }
        // Both paths must be exercised, or the fuzzer proves nothing.
        assertTrue(tally.getOrDefault(ReadOracle.Verdict.ACCEPTED, 0) > ROUNDS / 50, "accepted: " + tally);
        assertTrue(tally.getOrDefault(ReadOracle.Verdict.REJECTED, 0) > ROUNDS / 2, "rejected: " + tally);
    }

    @TempDir
    Path dir;

    @Test
    void everyMutantIsReadOrRejectedWithOurOwnOneLineError() throws Exception {
        fuzz(dir, result -> { });
    }

    @Test
    void theUndamagedFileReadsBackEqual() throws Exception {
        Path file = dir.resolve("results.json");
        new ResultJsonWriter().write(SampleResult.twoRuntimes(), file);
        SchemaCheck.assertValidResults(file);
        assertEquals(SampleResult.twoRuntimes(), new ResultJsonReader().read(file));
    }
}
