package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Each column's effective JVM flags, and the settings that differ between 17 and 25, as the real JVMs say. */
class JvmFlagsIT {

    @Test
    void eachColumnCarriesItsFlagsAndTheDifferencesAreListed() throws Exception {
        assumeTrue(Files.isDirectory(MavenRun.JDK_25), "needs JDK 25 beside 17");
        MavenRun project = MavenRun.project("matrix", "jvm-flags");
        MavenRun.Result result = project.run("bench:run", "-Dbench.jdks=17,25", "-Dbench.job=dry",
                "-Dbench.include=MathBench", "-Dbench.jvmArgs=-Xmx512m");
        assertEquals(0, result.exitCode(), result::toString);

        JsonNode json = new ObjectMapper().readTree(project.benchDir().resolve("results.json").toFile());
        for (JsonNode runtime : json.get("runtimes")) {
            JsonNode flags = runtime.get("flags");
            assertEquals("536870912", flags.get("MaxHeapSize").asText(), runtime::toPrettyString);
            assertTrue(flags.size() > 300, "every flag the JVM prints: " + flags.size());
            assertTrue(runtime.get("userFlags").toString().contains("\"MaxHeapSize\""), runtime.get("userFlags")::toString);
        }
        // JDK 17 and 25 ship different defaults (code heap sizes, sweeper settings...): some flags differ.
        JsonNode differences = json.get("flagDifferences");
        assertTrue(differences != null && differences.size() > 0, json::toPrettyString);
        for (JsonNode d : differences) {
            assertFalse(d.get("flag").asText().equals("MaxHeapSize"), "the same -Xmx on both: " + d);
            assertEquals("runtime", d.get("origin").asText(), d::toString);
        }
        String md = Files.readString(project.benchDir().resolve("results.md"));
        assertTrue(md.contains("## JVM settings that differ between columns") && md.contains("| Flag | 17 | 25 | Origin |"),
                md);
        String html = Files.readString(project.benchDir().resolve("results.html"));
        assertTrue(html.contains("<h3>JVM settings that differ between columns</h3>"), "results.html has the table too");
        ShippedSchemas.assertValidResults(project.benchDir().resolve("results.json"));
    }

    /**
     * Two columns of one JDK that differ only by a runtime profile: the collector differs because the user's
     * profile set it, so the difference is reported as configuration (origin user), not as the runtime's.
     */
    @Test
    void aFlagSetByAProfileOnOneColumnIsConfigurationNotTheRuntime() throws Exception {
        MavenRun project = MavenRun.project("matrix", "jvm-flags-profile");
        MavenRun.Result result = project.run("bench:run", "-Dbench.jdks=17", "-Dbench.job=dry",
                "-Dbench.include=MathBench", "-Dbench.profiles=default,serial", "-Dbench.compareProfiles=true");
        assertEquals(0, result.exitCode(), result::toString);

        JsonNode json = new ObjectMapper().readTree(project.benchDir().resolve("results.json").toFile());
        List<String> collectors = new ArrayList<>();
        for (JsonNode d : json.get("flagDifferences")) {
            String flag = d.get("flag").asText();
            if (flag.equals("UseSerialGC") || flag.equals("UseG1GC")) {
                // The profile chose Serial, which switched G1 off: both are the user's doing.
                assertEquals("user", d.get("origin").asText(), d::toString);
                collectors.add(flag);
            }
        }
        assertEquals(List.of("UseG1GC", "UseSerialGC"), collectors, json.get("flagDifferences")::toPrettyString);
        String md = Files.readString(project.benchDir().resolve("results.md"));
        assertTrue(md.contains("UseSerialGC"), md);
    }
}
