package io.github.benchplugin.model.analysis;

import io.github.benchplugin.model.fixtures.Results;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.stats.SyntheticCells;

import java.util.Random;

/** The analysers' own fixtures (cells with known defects) beside the shared {@link Results}. */
final class Fixtures {

    private Fixtures() {
    }

    static Row avgt(String benchmark, Cell cell17) {
        return Results.row(benchmark, "avgt", "ns/op", Results.cells("17", cell17));
    }

    /** 5 forks x 5 iterations, 2% fork noise, 1% iteration noise: a well-behaved cell. */
    static Cell clean(Random random, double mean) {
        return SyntheticCells.noisy(random, mean, 5, 5, 0.02, 0.01);
    }

    static Cell withError(Cell cell, double error) {
        return Cell.builder(CellStatus.OK).score(cell.score()).error(error).samples(cell.samples())
                .forkSamples(cell.forkSamples()).build();
    }
}
