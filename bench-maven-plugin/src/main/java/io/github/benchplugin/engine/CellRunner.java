package io.github.benchplugin.engine;

/** Measures one cell: in a forked JVM on the cell's JDK, or (explicitly asked) inside Maven's JVM. */
public interface CellRunner {

    CellOutcome run(CellRequest request) throws InterruptedException;
}
