package io.github.benchplugin.it;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** bench:jdks shows what bench.jdks can use here and where it looked, oldest first. */
class JdksListIT {

    @Test
    void listsTheInstalledJdksOldestFirst() throws Exception {
        MavenRun project = MavenRun.project("matrix", "jdks");
        MavenRun.Result result = project.run("bench:jdks");
        assertEquals(0, result.exitCode(), result::toString);
        String out = result.output();
        int jdk17 = out.indexOf("  17  17.0");
        int jdk25 = out.indexOf("  25  25.0");
        assertTrue(jdk17 > 0 && jdk25 > jdk17, out);
        assertTrue(out.contains("Searched:") && out.contains("/usr/lib/jvm"), out);
    }
}
