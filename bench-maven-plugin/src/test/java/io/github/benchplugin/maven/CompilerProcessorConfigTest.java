package io.github.benchplugin.maven;

import io.github.benchplugin.engine.catalog.CompilerProcessing;
import org.apache.maven.model.Build;
import org.apache.maven.model.BuildBase;
import org.apache.maven.model.Model;
import org.apache.maven.model.Plugin;
import org.apache.maven.model.PluginExecution;
import org.apache.maven.model.Profile;
import org.apache.maven.project.MavenProject;
import org.codehaus.plexus.util.xml.Xpp3DomBuilder;
import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** What the compiler configuration Maven hands over (profiles applied) says about JMH's processor. */
class CompilerProcessorConfigTest {

    private static final String PATHS = "<configuration><annotationProcessorPaths><path><groupId>org.openjdk.jmh</groupId>"
            + "<artifactId>jmh-generator-annprocess</artifactId><version>1.37</version></path>"
            + "</annotationProcessorPaths></configuration>";

    @Test
    void annotationProcessorPathsNamingJmh() throws Exception {
        assertEquals(CompilerProcessing.enabled("maven-compiler-plugin's annotationProcessorPaths"),
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
        assertEquals(CompilerProcessing.enabled("maven-compiler-plugin's annotationProcessors"),
                CompilerProcessorConfig.describe(project(compiler)));
    }

    @Test
    void otherProcessorsOrNoCompilerConfigurationSayNothing() throws Exception {
        assertNull(CompilerProcessorConfig.describe(project(compiler(PATHS.replace("org.openjdk.jmh", "org.immutables")
                .replace("jmh-generator-annprocess", "value")))));
        assertNull(CompilerProcessorConfig.describe(project(compiler(null))));
        assertNull(CompilerProcessorConfig.describe(project(null)));
    }

    /** Apache's commons-parent: every compilation without processors; commons-lang's benchmark profile lifts it. */
    @Test
    void procNoneAmongTheCompilerArgsIsTurnedOffAndNamesTheProfilesThatConfigureTheCompiler() throws Exception {
        MavenProject project = project(compiler("<configuration><compilerArgs><arg>-Xlint</arg><arg> -proc:none </arg>"
                + "</compilerArgs></configuration>"));
        project.getModel().addProfile(profile("benchmark", compiler("<configuration combine.self=\"override\"/>")));
        project.getModel().addProfile(profile("largeheap", null));
        assertEquals(CompilerProcessing.turnedOff("maven-compiler-plugin's compilerArgs: -proc:none",
                List.of("benchmark")), CompilerProcessorConfig.describe(project));
    }

    @Test
    void procNoneWinsOverAConfiguredProcessorAndAnActiveProfileIsNotNamed() throws Exception {
        MavenProject project = project(compiler(PATHS.replace("</configuration>", "<proc>none</proc></configuration>")));
        Profile active = profile("ci", compiler(null));
        project.getModel().addProfile(active);
        project.setActiveProfiles(List.of(active));
        assertEquals(CompilerProcessing.turnedOff("maven-compiler-plugin's proc: none", List.of()),
                CompilerProcessorConfig.describe(project));
    }

    @Test
    void theOldSingleCompilerArgument() throws Exception {
        assertEquals(CompilerProcessing.State.TURNED_OFF, CompilerProcessorConfig.describe(project(compiler(
                "<configuration><compilerArgument>-Xlint -proc:none</compilerArgument></configuration>"))).state());
        assertNull(CompilerProcessorConfig.describe(project(compiler(
                "<configuration><proc>full</proc><compilerArgs><arg>-proc:only</arg></compilerArgs></configuration>"))));
    }

    private static Profile profile(String id, Plugin plugin) {
        Profile profile = new Profile();
        profile.setId(id);
        profile.setBuild(new BuildBase());
        if (plugin != null) {
            profile.getBuild().addPlugin(plugin);
        }
        return profile;
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
