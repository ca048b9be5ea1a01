package io.github.benchplugin.maven;

import org.apache.maven.model.Build;
import org.apache.maven.project.MavenProject;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ModuleOutputsTest {

    private final MavenProject top = project("parent", "/r/target");
    private final MavenProject lib = project("lib", "/r/lib/target");
    private final MavenProject bench = project("bench", "/r/bench/target");

    @Test
    void byDefaultEachModuleWritesIntoItsOwnTarget() {
        ModuleOutputs outputs = new ModuleOutputs(top, Path.of("/r/target/bench"), List.of(top, lib, bench));
        assertEquals(Path.of("/r/bench/target/bench"), outputs.of(bench));
        assertEquals(Path.of("/r/lib/target/bench"), outputs.of(lib));
    }

    @Test
    void aChosenFolderHoldsOneFolderPerModuleOfAReactor() {
        ModuleOutputs outputs = new ModuleOutputs(top, Path.of("/out"), List.of(top, lib, bench));
        assertEquals(Path.of("/out/bench"), outputs.of(bench));
        assertEquals(Path.of("/out/lib"), outputs.of(lib));
    }

    @Test
    void aChosenFolderIsUsedAsItIsForOneProject() {
        ModuleOutputs outputs = new ModuleOutputs(bench, Path.of("/out"), List.of(bench));
        assertEquals(Path.of("/out"), outputs.of(bench));
    }

    private static MavenProject project(String artifactId, String buildDirectory) {
        MavenProject project = new MavenProject();
        project.setArtifactId(artifactId);
        Build build = new Build();
        build.setDirectory(buildDirectory);
        project.setBuild(build);
        return project;
    }
}
