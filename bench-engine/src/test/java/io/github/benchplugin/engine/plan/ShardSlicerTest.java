package io.github.benchplugin.engine.plan;

import io.github.benchplugin.engine.catalog.BenchmarkMethod;
import io.github.benchplugin.engine.catalog.BenchmarkRow;
import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.model.result.Shard;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ShardSlicerTest {

    private static final List<BenchmarkRow> ROWS = new ArrayList<>();

    static {
        ROWS.addAll(new BenchmarkMethod("org.acme.A.plus", List.of("avgt"), Map.of("n", List.of("1", "10", "100")))
                .rows(Map.of(), null));
        ROWS.addAll(new BenchmarkMethod("org.acme.B.log", List.of("avgt", "thrpt"), Map.of()).rows(Map.of(), null));
        ROWS.addAll(new BenchmarkMethod("org.acme.C.sum", List.of("avgt"), Map.of("size", List.of("8", "64")))
                .rows(Map.of(), null));
    }

    @Test
    void theSlicesTogetherAreExactlyTheRowsEachOnceAndBalanced() {
        for (int n = 1; n <= 8; n++) {
            List<BenchmarkRow> all = new ArrayList<>();
            for (int k = 1; k <= n; k++) {
                List<BenchmarkRow> slice = ShardSlicer.select(new Shard(k, n), ROWS);
                assertTrue(slice.size() >= ROWS.size() / n && slice.size() <= ROWS.size() / n + 1, "balanced: " + slice);
                all.addAll(slice);
            }
            assertEquals(ROWS.size(), all.size(), "no row twice, none lost, n=" + n);
            assertEquals(new HashSet<>(ROWS), new HashSet<>(all));
        }
    }

    @Test
    void theSameSelectionGivesTheSameSliceWhateverTheOrder() {
        List<BenchmarkRow> reversed = new ArrayList<>(ROWS);
        java.util.Collections.reverse(reversed);
        assertEquals(new HashSet<>(ShardSlicer.select(new Shard(2, 3), ROWS)), new HashSet<>(ShardSlicer.select(new Shard(2, 3), reversed)));
    }

    @Test
    void badValuesAreOneClearError() {
        assertNull(ShardSlicer.parse(" "));
        assertEquals(new Shard(2, 4), ShardSlicer.parse("2/4"));
        for (String bad : List.of("0/2", "3/2", "2", "a/b", "1/0", "99999999999/1")) {
            BadInputException e = assertThrows(BadInputException.class, () -> ShardSlicer.parse(bad));
            assertTrue(e.getMessage().contains("'" + bad + "'"), e.getMessage());
        }
    }
}
