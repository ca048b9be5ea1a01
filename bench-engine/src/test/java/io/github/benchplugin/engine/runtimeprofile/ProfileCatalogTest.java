package io.github.benchplugin.engine.runtimeprofile;

import io.github.benchplugin.jdk.EngineJvm;
import io.github.benchplugin.engine.runtimeprofile.ProfileDefinition;
import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.engine.plan.ProfileMatrix;
import io.github.benchplugin.engine.run.TargetRuntime;
import io.github.benchplugin.model.result.RuntimeProfile;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProfileCatalogTest {

    private static ProfileCatalog catalog(ProfileDefinition... definitions) {
        return new ProfileCatalog(List.of(definitions), () -> List.of("-Xmx512m"));
    }

    @Test
    void builtInsCarryTheirFlags() {
        List<RuntimeProfile> selected = catalog().select("default, g1,parallel,serial,z,c2,host");
        assertEquals(List.of("default", "g1", "parallel", "serial", "z", "c2", "host"),
                selected.stream().map(RuntimeProfile::name).toList());
        assertEquals(List.of(), selected.get(0).jvmArgs());
        assertEquals(List.of("-XX:+UseG1GC"), selected.get(1).jvmArgs());
        assertEquals(List.of("-XX:+UseZGC"), selected.get(4).jvmArgs());
        assertEquals(List.of("-XX:-TieredCompilation"), selected.get(5).jvmArgs());
        assertEquals(List.of("-Xmx512m"), selected.get(6).jvmArgs());
    }

    @Test
    void unsetMeansNoProfileDimension() {
        assertTrue(catalog().select(null).isEmpty());
        assertTrue(catalog().select("  ").isEmpty());
    }

    @Test
    void userDefinedProfilesAreSelectedByName() {
        RuntimeProfile bigheap = catalog(new ProfileDefinition("bigheap", "-Xmx4g  -XX:+AlwaysPreTouch"))
                .select("bigheap").get(0);
        assertEquals(List.of("-Xmx4g", "-XX:+AlwaysPreTouch"), bigheap.jvmArgs());
    }

    @Test
    void anUnknownNameListsEveryAllowedOneOnOneLine() {
        BadInputException e = assertThrows(BadInputException.class,
                () -> catalog(new ProfileDefinition("bigheap", "-Xmx4g")).select("g1,zgc"));
        assertTrue(e.getMessage().contains("'zgc'"), e.getMessage());
        assertTrue(e.getMessage().contains("default, g1, parallel, serial, z, c2, host, bigheap"), e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
    }

    @Test
    void badDefinitionsAndDuplicatesAreRefused() {
        assertThrows(BadInputException.class, () -> catalog(new ProfileDefinition("g1", "-Xmx1g")));
        assertThrows(BadInputException.class, () -> catalog(new ProfileDefinition("big-heap", "-Xmx1g")));
        assertThrows(BadInputException.class, () -> catalog(new ProfileDefinition("empty", " ")));
        assertThrows(BadInputException.class, () -> catalog(new ProfileDefinition("a", "-Xmx1g"),
                new ProfileDefinition("a", "-Xmx2g")));
        assertThrows(BadInputException.class, () -> catalog().select("g1,g1"));
    }

    @Test
    void hostDropsAgentsDebuggersAndTheLaunchersOwnProperties() {
        assertEquals(List.of("-Xmx2g", "-XX:+UseParallelGC", "-Dfoo=bar"), HostFlags.filter(List.of(
                "-Xmx2g", "-javaagent:/x/jacoco.jar", "-agentlib:jdwp=transport=dt_socket", "-XX:+UseParallelGC",
                "-Dclassworlds.conf=/usr/share/maven/bin/m2.conf", "-Dmaven.home=/usr/share/maven", "-Dfoo=bar")));
    }

    private static TargetRuntime runtime(String id, boolean inProcess) {
        return TargetRuntime.builder(id).requested(id).javaHome(Path.of("/jdk/" + id)).javaVersion(id + ".0.1")
                .featureVersion(Integer.parseInt(id)).vendor("v")
                .placement((inProcess ? TargetRuntime.Placement.MAVEN_JVM : TargetRuntime.Placement.FORKED)).build();
    }

    @Test
    void columnsAreRuntimeOuterProfileInnerWithDashedIds() {
        List<RuntimeProfile> profiles = catalog().select("g1,z");
        List<TargetRuntime> columns = ProfileMatrix.expand(List.of(runtime("17", false), runtime("25", false)), profiles, EngineJvm.MAVEN);
        assertEquals(List.of("17-g1", "17-z", "25-g1", "25-z"), columns.stream().map(TargetRuntime::id).toList());
        assertEquals(List.of("-XX:+UseZGC"), columns.get(3).profileJvmArgs());
        assertEquals("25", columns.get(3).requested());
    }

    @Test
    void withoutProfilesTheColumnsAreUnchanged() {
        List<TargetRuntime> runtimes = List.of(runtime("17", false));
        assertEquals(runtimes, ProfileMatrix.expand(runtimes, List.of(), EngineJvm.MAVEN));
        assertEquals(List.of(), runtimes.get(0).profileJvmArgs());
    }

    @Test
    void inProcessColumnsRefuseProfilesWithFlags() {
        List<TargetRuntime> runtimes = List.of(runtime("17", false), runtime("25", true));
        BadInputException e = assertThrows(BadInputException.class,
                () -> ProfileMatrix.expand(runtimes, catalog().select("default,g1"), EngineJvm.MAVEN));
        assertTrue(e.getMessage().contains("[25]") && e.getMessage().contains("g1 (-XX:+UseG1GC)"), e.getMessage());
        assertEquals(List.of("17-default", "25-default"), ProfileMatrix.expand(runtimes, catalog().select("default"), EngineJvm.MAVEN)
                .stream().map(TargetRuntime::id).toList());
    }
}
