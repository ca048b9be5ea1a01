package io.github.benchplugin.maven;

import io.github.benchplugin.engine.catalog.CompilerProcessing;
import org.apache.maven.model.Plugin;
import org.apache.maven.model.PluginExecution;
import org.apache.maven.model.Profile;
import org.apache.maven.project.MavenProject;
import org.codehaus.plexus.util.xml.Xpp3Dom;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What the project's maven-compiler-plugin configuration (with the active profiles applied, as
 * Maven hands it to the mojo) says about JMH's annotation processor: annotation processing turned
 * off ({@code <proc>none</proc>}, or {@code -proc:none} among the compiler arguments, as Apache's
 * commons-parent has it), or JMH named in {@code annotationProcessorPaths} or
 * {@code annotationProcessors}; in the plugin's configuration or one of its executions. The engine
 * needs it only to word the error when no BenchmarkList was generated.
 */
final class CompilerProcessorConfig {

    private static final String COMPILER = "org.apache.maven.plugins:maven-compiler-plugin";
    private static final String PREFIX = "maven-compiler-plugin's ";
    private static final List<String> ELEMENTS = List.of("annotationProcessorPaths", "annotationProcessors");
    /** jmh-generator-annprocess in a path, org.openjdk.jmh.generators.BenchmarkProcessor as a processor name. */
    private static final List<String> JMH_MARKERS = List.of("jmh-generator-annprocess", "org.openjdk.jmh");
    private static final String PROC_NONE = "-proc:none";

    private CompilerProcessorConfig() {
    }

    /** What the compiler configuration says, or null when it says nothing about processing. */
    static CompilerProcessing describe(MavenProject project) {
        Plugin compiler = compiler(project);
        if (compiler == null) {
            return null;
        }
        List<Xpp3Dom> configurations = new ArrayList<>();
        if (compiler.getConfiguration() instanceof Xpp3Dom dom) {
            configurations.add(dom);
        }
        for (PluginExecution execution : compiler.getExecutions()) {
            if (execution.getConfiguration() instanceof Xpp3Dom dom) {
                configurations.add(dom);
            }
        }
        // Turned off wins: javac given -proc:none runs no processor, however many are configured.
        for (Xpp3Dom configuration : configurations) {
            String off = turnedOff(configuration);
            if (off != null) {
                return CompilerProcessing.turnedOff(PREFIX + off, profilesConfiguringTheCompiler(project));
            }
        }
        for (Xpp3Dom configuration : configurations) {
            for (String element : ELEMENTS) {
                Xpp3Dom child = configuration.getChild(element);
                if (child != null && JMH_MARKERS.stream().anyMatch(child.toString()::contains)) {
                    return CompilerProcessing.enabled(PREFIX + element);
                }
            }
        }
        return null;
    }

    private static Plugin compiler(MavenProject project) {
        return project.getBuild() == null ? null : project.getBuild().getPluginsAsMap().get(COMPILER);
    }

    /** "compilerArgs: -proc:none" and alike, or null when this configuration leaves processing on. */
    private static String turnedOff(Xpp3Dom configuration) {
        Xpp3Dom proc = configuration.getChild("proc");
        if (proc != null && "none".equals(trimmed(proc))) {
            return "proc: none";
        }
        Xpp3Dom args = configuration.getChild("compilerArgs");
        if (args != null) {
            for (Xpp3Dom arg : args.getChildren()) {
                if (PROC_NONE.equals(trimmed(arg))) {
                    return "compilerArgs: " + PROC_NONE;
                }
            }
        }
        Xpp3Dom argument = configuration.getChild("compilerArgument");
        if (argument != null && trimmed(argument) != null && trimmed(argument).contains(PROC_NONE)) {
            return "compilerArgument: " + PROC_NONE;
        }
        return null;
    }

    private static String trimmed(Xpp3Dom element) {
        return element.getValue() == null ? null : element.getValue().trim();
    }

    /** The project's own profiles, not active in this build, that configure maven-compiler-plugin. */
    private static List<String> profilesConfiguringTheCompiler(MavenProject project) {
        Set<String> active = project.getActiveProfiles().stream().map(Profile::getId).collect(Collectors.toSet());
        return project.getModel().getProfiles().stream()
                .filter(profile -> !active.contains(profile.getId()))
                .filter(profile -> profile.getBuild() != null && profile.getBuild().getPluginsAsMap().containsKey(COMPILER))
                .map(Profile::getId)
                .toList();
    }
}
