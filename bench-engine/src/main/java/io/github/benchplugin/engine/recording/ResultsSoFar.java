package io.github.benchplugin.engine.recording;

import io.github.benchplugin.model.result.BenchResult;

import java.io.IOException;

/** The results recorded so far: asked for only by what looks at them (a round gate, the floor schedule). */
public interface ResultsSoFar {
    BenchResult get() throws IOException;
}
