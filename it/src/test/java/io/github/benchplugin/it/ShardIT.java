package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A suite split over CI jobs with bench.shard: the merged shards are exactly the unsharded run. */
class ShardIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** What an unsharded run of the matrix project measures (MatrixRunIT runs it), keyed as {@link #rows} keys rows. */
    private static final Set<String> WHOLE_SUITE = Set.of("org.acme.MathBench.sqrt {} thrpt",
            "org.acme.TextBench.lower {\"len\":\"8\"} avgt", "org.acme.TextBench.lower {\"len\":\"64\"} avgt",
            "org.acme.TextBench.upper {\"len\":\"8\"} avgt", "org.acme.TextBench.upper {\"len\":\"64\"} avgt");

    @Test
    void twoShardsMergedGiveTheRowsOfTheWholeRunAndAMissingShardIsReported() throws Exception {
        MavenRun project = MavenRun.project("matrix", "shards");
        String[] common = {"-Dbench.jdks=17,25", "-Dbench.job=dry", "-Dbench.floor=false"};
        run(project, "shard-1", common, "-Dbench.shard=1/2");
        run(project, "shard-2", common, "-Dbench.shard=2/2");

        Set<String> first = rows(project.dir().resolve("shard-1/results.json"));
        Set<String> second = rows(project.dir().resolve("shard-2/results.json"));
        assertFalse(first.isEmpty() || second.isEmpty(), first + " / " + second);
        assertTrue(first.stream().noneMatch(second::contains), "no row in both shards");
        assertEquals(WHOLE_SUITE, union(first, second), "the shards measure the whole suite");
        JsonNode shard = JSON.readTree(project.dir().resolve("shard-2/results.json").toFile()).get("shard");
        assertEquals(2, shard.get("index").asInt());
        assertEquals(2, shard.get("count").asInt());

        MavenRun.Result merge = project.run("bench:merge", "-Dbench.inputs=shard-*/results.json",
                "-Dbench.outputDirectory=" + project.dir().resolve("merged"));
        assertEquals(0, merge.exitCode(), merge::toString);
        assertEquals(WHOLE_SUITE, rows(project.dir().resolve("merged/results.json")), "the shards add up to the whole run");
        ShippedSchemas.assertValidResults(project.dir().resolve("shard-2/results.json"));
        ShippedSchemas.assertValidResults(project.dir().resolve("merged/results.json"));
        JsonNode merged = JSON.readTree(project.dir().resolve("merged/results.json").toFile());
        assertEquals(2, merged.get("runtimes").size(), "every runtime measured in every shard");

        MavenRun.Result missing = project.run("bench:merge", "-Dbench.inputs=shard-1/results.json",
                "-Dbench.outputDirectory=" + project.dir().resolve("merged-missing"));
        assertNotEquals(0, missing.exitCode(), missing::toString);
        assertTrue(String.join("\n", missing.errorLines()).contains("2/2"), missing::toString);
    }

    private static void run(MavenRun project, String dir, String[] common, String... more) throws Exception {
        String[] args = new String[common.length + more.length + 2];
        args[0] = "bench:run";
        System.arraycopy(common, 0, args, 1, common.length);
        System.arraycopy(more, 0, args, 1 + common.length, more.length);
        args[args.length - 1] = "-Dbench.outputDirectory=" + project.dir().resolve(dir);
        MavenRun.Result result = project.run(args);
        assertEquals(0, result.exitCode(), result::toString);
    }

    private static Set<String> union(Set<String> a, Set<String> b) {
        Set<String> all = new HashSet<>(a);
        all.addAll(b);
        return all;
    }

    private static Set<String> rows(Path results) throws Exception {
        Set<String> keys = new HashSet<>();
        for (JsonNode row : JSON.readTree(results.toFile()).get("rows")) {
            keys.add(row.get("benchmark").asText() + " " + row.get("params") + " " + row.get("mode").asText());
        }
        return keys;
    }
}
