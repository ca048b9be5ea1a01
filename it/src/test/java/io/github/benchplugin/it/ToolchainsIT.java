package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A toolchains.xml given with -t: its JDK is chosen over the same version found by discovery
 * (/usr/lib/jvm), and results.json says where the JDK came from.
 */
class ToolchainsIT {

    @Test
    void theToolchainsJdkIsChosenAndNamedInResultsJson() throws Exception {
        MavenRun project = MavenRun.project("matrix", "toolchains");
        Path toolchains = project.dir().resolve("toolchains.xml");
        Files.writeString(toolchains, """
                <?xml version="1.0" encoding="UTF-8"?>
                <toolchains>
                  <toolchain>
                    <type>jdk</type>
                    <provides>
                      <version>25</version>
                      <vendor>temurin</vendor>
                    </provides>
                    <configuration>
                      <jdkHome>%s</jdkHome>
                    </configuration>
                  </toolchain>
                </toolchains>
                """.formatted(MavenRun.JDK_25));

        MavenRun.Result run = project.run("-t", toolchains.toString(), "bench:run", "-Dbench.jdks=25",
                "-Dbench.job=dry", "-Dbench.include=MathBench");
        assertEquals(0, run.exitCode(), run::toString);

        JsonNode runtime = new ObjectMapper().readTree(project.benchDir().resolve("results.json").toFile())
                .get("runtimes").get(0);
        assertEquals("25", runtime.get("id").asText());
        assertEquals(25, runtime.get("featureVersion").asInt());
        assertTrue(runtime.get("note").asText().contains("found via toolchains.xml"), runtime.toString());
    }
}
