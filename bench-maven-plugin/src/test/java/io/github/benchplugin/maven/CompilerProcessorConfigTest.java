package io.github.benchplugin.maven;

import org.apache.maven.model.Build;
import org.apache.maven.model.Model;
import org.apache.maven.model.Plugin;
import org.apache.maven.model.PluginExecution;
import org.apache.maven.project.MavenProject;
import org.codehaus.plexus.util.xml.Xpp3DomBuilder;
import org.junit.jupiter.api.Test;

import java.io.StringReader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** Where the compiler configuration Maven hands over (profiles applied) enables JMH's processor. */
class CompilerProcessorConfigTest {

    private static final String PATHS = "<configuration><annotationProcessorPaths><path><groupId>org.openjdk.jmh</groupId>"
            + "<artifactId>jmh-generator-annprocess</artifactId><version>1.37</version></path>"
            + "</annotationProcessorPaths></configuration>";

    @Test
    void annotationProcessorPathsNamingJmh() throws Exception {
        assertEquals("maven-compiler-plugin's annotationProcessorPaths",
                CompilerProcessorConfig.describe(project(compiler(PATHS))));
    }

    @Test
    void aProcessorNamedInOneExecution() throws Exception {
        Plugin compiler = compiler(null);
        PluginExecution testCompile = new PluginExecution();
        testCompile.setId("default-testCompile");
        testCompile.setConfiguration(Xpp3DomBuilder.build(new StringReader("<configuration><annotationProcessors>"
                + "<annotationProcessor>org.openjdk.jmh.generators.BenchmarkProcessor</annotationProcessor>"
                + "</annotationProcessors></configuration>")));
        compiler.addExecution(testCompile);
        assertEquals("maven-compiler-plugin's annotationProcessors", CompilerProcessorConfig.describe(project(compiler)));
    }

    @Test
    void otherProcessorsOrNoCompilerConfigurationSayNothing() throws Exception {
        assertNull(CompilerProcessorConfig.describe(project(compiler(PATHS.replace("org.openjdk.jmh", "org.immutables")
                .replace("jmh-generator-annprocess", "value")))));
        assertNull(CompilerProcessorConfig.describe(project(compiler(null))));
        assertNull(CompilerProcessorConfig.describe(project(null)));
    }

    private static Plugin compiler(String configuration) throws Exception {
        Plugin plugin = new Plugin();
        plugin.setGroupId("org.apache.maven.plugins");
        plugin.setArtifactId("maven-compiler-plugin");
        if (configuration != null) {
            plugin.setConfiguration(Xpp3DomBuilder.build(new StringReader(configuration)));
        }
        return plugin;
    }

    private static MavenProject project(Plugin plugin) {
        Model model = new Model();
        model.setBuild(new Build());
        if (plugin != null) {
            model.getBuild().addPlugin(plugin);
        }
        return new MavenProject(model);
    }
}
