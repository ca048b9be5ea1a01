package io.github.benchplugin.maven;

import org.apache.maven.project.MavenProject;

import java.nio.file.Path;
import java.util.List;

/**
 * Where each module of a build writes its results, now that one bench:run measures the whole
 * reactor: its own {@code target/bench} by default, as when the goal ran per module; under a
 * bench.outputDirectory the user set, that folder itself for a single project, else one folder
 * per module inside it, so that two modules never overwrite each other's results.
 */
final class ModuleOutputs {

    private final Path configured;
    private final boolean isDefault;
    private final boolean severalModules;

    /**
     * @param top        the project the goal runs on (the reactor's first), whose build directory the default names
     * @param configured bench.outputDirectory as Maven evaluated it for {@code top}
     */
    ModuleOutputs(MavenProject top, Path configured, List<MavenProject> reactor) {
        this.configured = configured;
        this.isDefault = configured.equals(defaultFor(top));
        this.severalModules = reactor.size() > 1;
    }

    Path of(MavenProject module) {
        if (isDefault) {
            return defaultFor(module);
        }
        return severalModules ? configured.resolve(module.getArtifactId()) : configured;
    }

    private static Path defaultFor(MavenProject project) {
        return Path.of(project.getBuild().getDirectory(), "bench");
    }
}
