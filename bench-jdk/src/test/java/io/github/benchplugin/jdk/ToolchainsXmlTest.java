package io.github.benchplugin.jdk;

import io.github.benchplugin.jdk.home.JdkInstallation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The command line reads the toolchains.xml a Maven user keeps, as Maven would resolve it. */
class ToolchainsXmlTest {

    @TempDir
    Path dir;

    @Test
    void eachJdkToolchainIsDescribedFromItsReleaseFile() throws Exception {
        Path jdk21 = FakeJdks.create(dir.resolve("jdk-21"), "21.0.2", "Eclipse Adoptium");
        Path jdk17 = FakeJdks.create(dir.resolve("jdk-17"), "17.0.9", "Azul Systems, Inc.");
        ToolchainsXml toolchains = new ToolchainsXml(write("""
                <?xml version="1.0" encoding="UTF-8"?>
                <toolchains>
                  <toolchain><type>jdk</type><provides><version>21</version></provides>
                    <configuration><jdkHome>%s</jdkHome></configuration></toolchain>
                  <toolchain><type>netbeans</type><configuration><installDir>/nb</installDir></configuration></toolchain>
                  <toolchain><type>jdk</type><provides><version>17</version></provides>
                    <configuration><jdkHome>${env.MY_JDK17}</jdkHome></configuration></toolchain>
                </toolchains>
                """.formatted(jdk21)), Map.of("MY_JDK17", jdk17.toString()));
        List<JdkInstallation> jdks = toolchains.jdkToolchains();
        assertEquals(List.of("21.0.2", "17.0.9"), jdks.stream().map(JdkInstallation::javaVersion).toList());
        assertTrue(jdks.stream().allMatch(j -> ToolchainsXml.SOURCE.equals(j.source())), jdks::toString);
        assertEquals(List.of(), toolchains.problems());
    }

    @Test
    void aToolchainThatIsNoJdkIsSkippedAndSaid() throws Exception {
        ToolchainsXml toolchains = new ToolchainsXml(write("""
                <toolchains><toolchain><type>jdk</type><configuration><jdkHome>%s</jdkHome></configuration></toolchain>
                <toolchain><type>jdk</type></toolchain></toolchains>
                """.formatted(dir.resolve("nothing-here"))), Map.of());
        assertEquals(List.of(), toolchains.jdkToolchains());
        assertEquals(2, toolchains.problems().size(), toolchains.problems()::toString);
        assertTrue(toolchains.problems().get(1).contains("has no configuration/jdkHome"), toolchains.problems()::toString);
    }

    @Test
    void noFileIsNoToolchains() {
        ToolchainsXml toolchains = new ToolchainsXml(dir.resolve("absent.xml"), Map.of());
        assertEquals(List.of(), toolchains.jdkToolchains());
        assertTrue(toolchains.description().endsWith("absent)"), toolchains.description());
    }

    @Test
    void anUnreadableFileIsOneClearErrorAndNoEntityIsExpanded() throws Exception {
        Path broken = write("<toolchains><toolchain>");
        ToolchainReadException e = assertThrows(ToolchainReadException.class,
                () -> new ToolchainsXml(broken, Map.of()).jdkToolchains());
        assertTrue(e.getMessage().startsWith("Cannot read the JDK toolchains of " + broken), e.getMessage());
        Path entity = write("<?xml version=\"1.0\"?><!DOCTYPE t [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>"
                + "<toolchains>&x;</toolchains>");
        assertThrows(ToolchainReadException.class, () -> new ToolchainsXml(entity, Map.of()).jdkToolchains());
    }

    private Path write(String xml) throws Exception {
        Path file = Files.createTempFile(dir, "toolchains", ".xml");
        Files.writeString(file, xml);
        return file;
    }
}
