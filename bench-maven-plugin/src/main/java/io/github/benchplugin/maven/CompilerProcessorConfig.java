package io.github.benchplugin.maven;

import org.apache.maven.model.Plugin;
import org.apache.maven.model.PluginExecution;
import org.apache.maven.project.MavenProject;
import org.codehaus.plexus.util.xml.Xpp3Dom;

import java.util.ArrayList;
import java.util.List;

/**
 * Where the project's maven-compiler-plugin configuration (with the active profiles applied, as
 * Maven hands it to the mojo) enables JMH's annotation processor: {@code annotationProcessorPaths}
 * or {@code annotationProcessors} naming JMH, in the plugin's configuration or one of its
 * executions. The engine needs it only to word the error when no BenchmarkList was generated.
 */
final class CompilerProcessorConfig {

    private static final String COMPILER = "org.apache.maven.plugins:maven-compiler-plugin";
    private static final List<String> ELEMENTS = List.of("annotationProcessorPaths", "annotationProcessors");
    /** jmh-generator-annprocess in a path, org.openjdk.jmh.generators.BenchmarkProcessor as a processor name. */
    private static final List<String> JMH_MARKERS = List.of("jmh-generator-annprocess", "org.openjdk.jmh");

    private CompilerProcessorConfig() {
    }

    /** "maven-compiler-plugin's annotationProcessorPaths", or null when the compiler configuration does not name JMH. */
    static String describe(MavenProject project) {
        Plugin compiler = project.getBuild() == null ? null : project.getBuild().getPluginsAsMap().get(COMPILER);
        if (compiler == null) {
            return null;
        }
        List<Object> configurations = new ArrayList<>();
        configurations.add(compiler.getConfiguration());
        for (PluginExecution execution : compiler.getExecutions()) {
            configurations.add(execution.getConfiguration());
        }
        for (Object configuration : configurations) {
            if (!(configuration instanceof Xpp3Dom dom)) {
                continue;
            }
            for (String element : ELEMENTS) {
                Xpp3Dom child = dom.getChild(element);
                if (child != null && JMH_MARKERS.stream().anyMatch(child.toString()::contains)) {
                    return "maven-compiler-plugin's " + element;
                }
            }
        }
        return null;
    }
}
