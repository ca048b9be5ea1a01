package io.github.benchplugin.jdk;

import io.github.benchplugin.jdk.home.JdkHome;
import io.github.benchplugin.jdk.home.JdkInstallation;
import io.github.benchplugin.jdk.home.JdkResolutionException;
import io.github.benchplugin.jdk.EngineJvm;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JdkResolverTest {

    /** The source name a toolchain entry carries (MavenToolchainSource.SOURCE in the plugin). */
    private static final String TOOLCHAINS = "toolchains.xml";


    @TempDir
    Path dir;

    private Path jvm;
    private Path jdk17;
    private Path jdk21old;
    private Path jdk21new;
    private Path jdk25;

    @BeforeEach
    void machine() {
        jvm = dir.resolve("jvm");
        jdk17 = FakeJdks.create(jvm.resolve("jdk-17"), "17.0.15", "Debian");
        jdk21old = FakeJdks.create(jvm.resolve("jdk-21-a"), "21.0.2", "Temurin");
        jdk21new = FakeJdks.create(jvm.resolve("jdk-21-b"), "21.0.10", "Zulu");
        jdk25 = FakeJdks.create(jvm.resolve("jdk-25"), "25.0.3", "Eclipse Adoptium");
    }

    private JdkResolver resolver(ToolchainSource toolchains) {
        return new JdkResolver(toolchains, new JdkDiscovery(Map.of(), null, List.of(jvm), jdk17, EngineJvm.MAVEN));
    }

    private List<ResolvedJdk> resolve(String value) {
        return resolver(ToolchainSource.NONE).resolve(JdkRequests.parse(value, dir));
    }

    private static List<String> ids(List<ResolvedJdk> resolved) {
        return resolved.stream().map(ResolvedJdk::id).toList();
    }

    private static List<Path> homes(List<ResolvedJdk> resolved) {
        return resolved.stream().map(r -> r.jdk().javaHome()).toList();
    }

    @Test
    void featureVersionMatchesAnyUpdateAndNewestWins() {
        List<ResolvedJdk> resolved = resolve("21");
        assertEquals(List.of("21"), ids(resolved));
        assertEquals(List.of(jdk21new), homes(resolved), "21.0.10 is newer than 21.0.2");
        assertEquals("21", resolved.get(0).request());
    }

    @Test
    void rangeGetsTheFeatureVersionAsId() {
        List<ResolvedJdk> resolved = resolve("[21,21.0.5), [17,)");
        assertEquals(List.of("21", "25"), ids(resolved));
        assertEquals(List.of(jdk21old, jdk25), homes(resolved));
        assertEquals("[17,)", resolved.get(1).request());
    }

    @Test
    void columnsFollowTheUsersOrder() {
        assertEquals(List.of(jdk25, jdk17), homes(resolve("25,17")));
    }

    @Test
    void duplicatesGetDistinctIds() {
        List<ResolvedJdk> resolved = resolve("17,17,[17,18),17");
        assertEquals(List.of("17", "17_2", "17_3", "17_4"), ids(resolved));
        assertEquals(List.of(jdk17, jdk17, jdk17, jdk17), homes(resolved));
    }

    @Test
    void toolchainsComeBeforeDiscoveryEvenWhenOlder() {
        Path declared = FakeJdks.create(dir.resolve("declared-21"), "21.0.1", "Oracle");
        JdkInstallation tc = JdkHome.inspect(declared, TOOLCHAINS);
        List<ResolvedJdk> resolved = resolver(() -> List.of(tc)).resolve(JdkRequests.parse("21,25"));
        assertEquals(List.of(tc, JdkHome.inspect(jdk25, jvm.toString())),
                resolved.stream().map(ResolvedJdk::jdk).toList());
    }

    @Test
    void pathIsUsedAsIsAndGetsItsFeatureVersionAsId() {
        Path elsewhere = FakeJdks.create(dir.resolve("elsewhere/jdk"), "11.0.21", "Corretto");
        List<ResolvedJdk> resolved = resolve(elsewhere + ",~/elsewhere/jdk");
        assertEquals(List.of("11", "11_2"), ids(resolved));
        assertEquals(new JdkInstallation(elsewhere, "11.0.21", 11, "Corretto", "path given"),
                resolved.get(0).jdk());
        assertEquals("~/elsewhere/jdk", resolved.get(1).request());
    }

    @Test
    void pathThatIsNotAJdkSaysWhy() throws Exception {
        Path empty = Files.createDirectories(dir.resolve("empty"));
        JdkResolutionException e = assertThrows(JdkResolutionException.class, () -> resolve(empty.toString()));
        assertEquals("bench.jdks entry '" + empty + "': " + empty + " is not a JDK home: it has no bin/java;"
                + " give the directory that holds bin/java and the release file", e.getMessage());
    }

    @Test
    void allIsEveryJdkOnceOldestFirst() throws Exception {
        Files.createSymbolicLink(jvm.resolve("default-java"), jdk25);
        Path declared = FakeJdks.create(dir.resolve("declared-11"), "11.0.21", "Corretto");
        JdkInstallation tc = JdkHome.inspect(declared, TOOLCHAINS);
        JdkInstallation tcAlsoDiscovered = JdkHome.inspect(jdk17, TOOLCHAINS);

        List<ResolvedJdk> resolved = resolver(() -> List.of(tcAlsoDiscovered, tc))
                .resolve(JdkRequests.parse("all"));

        assertEquals(List.of("11", "17", "21", "21_2", "25"), ids(resolved));
        assertEquals(List.of(declared, jdk17, jdk21old, jdk21new, jdk25), homes(resolved));
        assertEquals(TOOLCHAINS, resolved.get(1).jdk().source(), "the toolchain entry wins");
        assertTrue(resolved.stream().allMatch(r -> r.request().equals("all")));
    }

    @Test
    void unsetMeansTheJdkRunningMaven() {
        List<ResolvedJdk> resolved = resolve(null);
        assertEquals(List.of("17"), ids(resolved));
        assertEquals(new JdkInstallation(jdk17, "17.0.15", 17, "Debian", "Maven's JVM"), resolved.get(0).jdk());
        assertEquals("", resolved.get(0).request());
    }

    @Test
    void notFoundListsWhatWasFoundWhereItLookedAndHowToFixIt() throws Exception {
        Path userHome = Files.createDirectories(dir.resolve("home/.jdks")).getParent();
        JdkResolver resolver = new JdkResolver(ToolchainSource.NONE,
                new JdkDiscovery(Map.of("JAVA_HOME", jdk25.toString()), userHome, List.of(jvm), jdk17, EngineJvm.MAVEN));

        JdkNotFoundException e = assertThrows(JdkNotFoundException.class,
                () -> resolver.resolve(JdkRequests.parse("17,22", userHome)));

        assertEquals("22", e.request());
        assertEquals("No JDK matches bench.jdks entry '22' (a JDK 22).\n"
                + "JDKs found:\n"
                + "  - 17.0.15  Debian  " + jdk17 + "  (" + jvm + ")\n"
                + "  - 21.0.2  Temurin  " + jdk21old + "  (" + jvm + ")\n"
                + "  - 21.0.10  Zulu  " + jdk21new + "  (" + jvm + ")\n"
                + "  - 25.0.3  Eclipse Adoptium  " + jdk25 + "  (JAVA_HOME)\n"
                + "Looked in: Maven toolchains (~/.m2/toolchains.xml), JAVA_HOME=" + jdk25 + ","
                + " other JAVA*_HOME and JAVA_HOME_<N>_X64 variables (none set), ~/.jdks, ~/.m2/jdks (absent),"
                + " ~/.sdkman/candidates/java (absent), ~/.gradle/jdks (absent), ~/.jenv/versions (absent),"
                + " ~/.asdf/installs/java (absent), ~/Library/Java/JavaVirtualMachines (absent), " + jvm + ","
                + " Maven's JVM (" + jdk17 + ").\n"
                + "To fix it, do one of these:\n"
                + "  - declare the JDK as a toolchain in ~/.m2/toolchains.xml:\n"
                + "      <toolchains>\n"
                + "        <toolchain>\n"
                + "          <type>jdk</type>\n"
                + "          <provides><version>22</version></provides>\n"
                + "          <configuration><jdkHome>/path/to/jdk-22</jdkHome></configuration>\n"
                + "        </toolchain>\n"
                + "      </toolchains>\n"
                + "  - install a JDK 22 in one of the places above (e.g. with SDKMAN or your package manager)\n"
                + "  - or put the JDK's home directory in bench.jdks instead of '22', e.g."
                + " -Dbench.jdks=/path/to/jdk-22\n"
                + "  - or add -Dbench.provision=true to download it (Temurin by default, SHA-256 checked) into"
                + " ~/.m2/jdks, where later runs find it", e.getMessage());
    }

    @Test
    void notFoundForARangeAndToolchainProblemsAreMentioned() {
        ToolchainSource broken = new ToolchainSource() {
            @Override
            public List<JdkInstallation> jdkToolchains() {
                return List.of();
            }

            @Override
            public List<String> problems() {
                return List.of("toolchain {version=26} JDK[/opt/jdk-26] skipped: /opt/jdk-26 is not a JDK home:"
                        + " it does not exist");
            }
        };
        JdkNotFoundException e = assertThrows(JdkNotFoundException.class,
                () -> resolver(broken).resolve(JdkRequests.parse("[26,27)")));
        String m = e.getMessage();
        assertTrue(m.startsWith("No JDK matches bench.jdks entry '[26,27)' (a JDK whose version is in [26,27)).\n"),
                m);
        assertTrue(m.contains("\nNote: toolchain {version=26} JDK[/opt/jdk-26] skipped: /opt/jdk-26 is not a JDK"
                + " home: it does not exist.\n"), m);
        assertTrue(m.contains("<provides><version>26</version></provides>"), m);
    }

    @Test
    void nothingIsSubstituted() {
        assertThrows(JdkNotFoundException.class, () -> resolve("25,[26,)"));
    }
}
