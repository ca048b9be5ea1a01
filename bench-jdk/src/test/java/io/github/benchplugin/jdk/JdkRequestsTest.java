package io.github.benchplugin.jdk;

import io.github.benchplugin.jdk.home.JavaVersions;
import io.github.benchplugin.jdk.home.JdkInstallation;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class JdkRequestsTest {

    private static final Path HOME = Path.of("/home/user");

    private static List<JdkRequest> parse(String value) {
        return JdkRequests.parse(value, HOME);
    }

    @Test
    void unsetMeansMavensJdk() {
        assertEquals(List.of(new JdkRequest.EngineJdk()), parse(null));
    }

    @Test
    void givenEmptyIsRefusedSayingWhatIsAllowed() {
        // -Dbench.jdks=$JDKS with JDKS unset in CI: measuring Maven's JDK alone, in silence, is not what was asked.
        for (String empty : new String[] {"", "  ", ",", " , ,"}) {
            BadJdkListException e = assertThrows(BadJdkListException.class, () -> parse(empty));
            assertEquals("bench.jdks '" + empty + "' is empty; give a feature version (21), a version range"
                    + " ([21,22)), a JDK home path or 'all' (a comma list of them), or leave bench.jdks unset to"
                    + " measure on the JDK this runs on", e.getMessage());
        }
    }

    @Test
    void featureVersionsKeepOrderAndText() {
        assertEquals(List.of(new JdkRequest.Feature("21", 21), new JdkRequest.Feature("25", 25)),
                parse(" 21 , 25 "));
    }

    @Test
    void sameEntryTwiceIsAllowed() {
        assertEquals(2, parse("17,17").size());
    }

    @Test
    void rangesMayContainCommas() {
        List<JdkRequest> requests = parse("[21,22), 25,[17,)");
        assertEquals(3, requests.size());
        assertEquals("[21,22)", requests.get(0).text());
        assertInstanceOf(JdkRequest.Range.class, requests.get(0));
        assertInstanceOf(JdkRequest.Feature.class, requests.get(1));
        assertEquals("[17,)", requests.get(2).text());
    }

    @Test
    void allIsAKeyword() {
        assertEquals(List.of(new JdkRequest.All("all"), new JdkRequest.Feature("17", 17)), parse("all,17"));
    }

    @Test
    void pathsAreRecognisedAndTildeIsExpanded() {
        assertEquals(new JdkRequest.Home("/opt/jdk-21", Path.of("/opt/jdk-21")), parse("/opt/jdk-21").get(0));
        assertEquals(new JdkRequest.Home("~/jdks/21", HOME.resolve("jdks/21")), parse("~/jdks/21").get(0));
        assertEquals(new JdkRequest.Home("./jdk", Path.of("./jdk")), parse("./jdk").get(0));
        assertEquals(new JdkRequest.Home("jdks/21", Path.of("jdks/21")), parse("jdks/21").get(0));
        assertInstanceOf(JdkRequest.Home.class, parse("C:\\Program Files (x86)\\Java\\jdk-21").get(0));
    }

    @Test
    void featureVersionMatchesItsWholeFeatureRelease() {
        JdkRequest.Feature f = (JdkRequest.Feature) parse("21").get(0);
        assertTrue(f.matches(jdk("21.0.2")));
        assertTrue(f.matches(jdk("21")));
        assertTrue(f.matches(jdk("21-ea")));
        assertTrue(!f.matches(jdk("22")));
    }

    @Test
    void rangeMatchesByMavenRules() {
        JdkRequest.Range r = (JdkRequest.Range) parse("[21,22)").get(0);
        assertTrue(r.matches(jdk("21.0.2")));
        assertTrue(!r.matches(jdk("22.0.1")));
        assertTrue(((JdkRequest.Range) parse("[8,9)").get(0)).matches(jdk("1.8.0_392")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"abc", "21x", "[21", "[21,25", "[22,21)", "[abc,def)", "0", "21.0.2", "x64"})
    void badEntriesNameTheValueAndWhatIsAllowed(String entry) {
        BadJdkListException e = assertThrows(BadJdkListException.class, () -> parse("17, " + entry));
        assertEquals("bench.jdks entry '" + entry + "' is not a feature version (21), a version range ([21,22)),"
                + " a JDK home path or 'all'", e.getMessage());
    }

    @Test
    void exactMessageForAbc() {
        BadJdkListException e = assertThrows(BadJdkListException.class, () -> JdkRequests.parse("abc"));
        assertEquals("bench.jdks entry 'abc' is not a feature version (21), a version range ([21,22)),"
                + " a JDK home path or 'all'", e.getMessage());
        assertInstanceOf(io.github.benchplugin.engine.config.BadInputException.class, e); // a user error, mapped by every door
    }

    @ParameterizedTest
    @ValueSource(strings = {"21,,25", "21, ,25", "21,", ",21"})
    void emptyEntriesAreRejected(String value) {
        BadJdkListException e = assertThrows(BadJdkListException.class, () -> parse(value));
        assertEquals("bench.jdks '" + value + "' has an empty entry; each entry must be a feature version (21),"
                + " a version range ([21,22)), a JDK home path or 'all'", e.getMessage());
    }

    private static JdkInstallation jdk(String version) {
        return new JdkInstallation(Path.of("/jdk"), version, JavaVersions.featureOf(version), "v", "test");
    }
}
