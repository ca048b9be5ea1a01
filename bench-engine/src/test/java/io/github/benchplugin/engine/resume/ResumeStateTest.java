package io.github.benchplugin.engine.resume;

import io.github.benchplugin.engine.run.TargetRuntime;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ResumeStateTest {

    private static final String PLUS = "org.example.ConcatBench.plus";
    private static final String JMH_RESULT = "[{\"benchmark\":\"" + PLUS + "\",\"mode\":\"avgt\"}]";

    @TempDir
    Path out;

    private Path plusOn17;

    @BeforeEach
    void aFinishedCell() throws Exception {
        plusOn17 = out.resolve("work").resolve("17").resolve(PLUS + ".json");
        Files.createDirectories(plusOn17.getParent());
        Files.writeString(plusOn17, JMH_RESULT);
    }

    @Test
    void aRunWithTheSameFingerprintContinues() throws Exception {
        ResumeState first = ResumeState.begin(out, fingerprint("5", "/opt/jdk-25", "sha256:1"), false);
        assertTrue(Files.isRegularFile(out.resolve("resume.json")), "written at once");
        first.markFinished("17", PLUS, plusOn17);

        ResumeState resumed = ResumeState.begin(out, fingerprint("5", "/opt/jdk-25", "sha256:1"), true);
        assertEquals(Optional.empty(), resumed.whyNotResumable());
        assertTrue(resumed.isFinished("17", PLUS));
        assertFalse(resumed.isFinished("25", PLUS));
        assertEquals(plusOn17.normalize(), resumed.jmhJson("17", PLUS));
        assertEquals(1, resumed.finishedCount());
        assertTrue(Files.readString(out.resolve("resume.json")).contains("\"jmhJson\" : \"work/17/" + PLUS + ".json\""));
    }

    @Test
    void withoutResumeEverythingIsMeasuredAndTheOldRecordIsReplaced() throws Exception {
        ResumeState.begin(out, fingerprint("5", "/opt/jdk-25", "sha256:1"), false).markFinished("17", PLUS, plusOn17);
        ResumeState fresh = ResumeState.begin(out, fingerprint("5", "/opt/jdk-25", "sha256:1"), false);
        assertFalse(fresh.isFinished("17", PLUS));
        assertFalse(ResumeState.begin(out, fingerprint("5", "/opt/jdk-25", "sha256:1"), true).isFinished("17", PLUS));
    }

    @Test
    void changedSettingsAreNamed() throws Exception {
        ResumeState.begin(out, fingerprint("5", "/opt/jdk-25", "sha256:1"), false).markFinished("17", PLUS, plusOn17);
        ResumeState resumed = ResumeState.begin(out, fingerprint("3", "/opt/jdk-25", "sha256:1"), true);
        assertEquals(Optional.of("settings changed: forks 5 -> 3, starting over"), resumed.whyNotResumable());
        assertFalse(resumed.isFinished("17", PLUS));
        // the record now belongs to the new settings: resuming again with them finds nothing stale
        assertEquals(Optional.empty(),
                ResumeState.begin(out, fingerprint("3", "/opt/jdk-25", "sha256:1"), true).whyNotResumable());
    }

    @Test
    void changedRuntimeIsNamed() throws Exception {
        ResumeState.begin(out, fingerprint("5", "/opt/jdk-25", "sha256:1"), false);
        assertEquals(Optional.of("runtime 25 changed: /opt/jdk-25 (25.0.1) -> /opt/jdk-25b (25.0.1), starting over"),
                ResumeState.begin(out, fingerprint("5", "/opt/jdk-25b", "sha256:1"), true).whyNotResumable());
    }

    @Test
    void changedCodeIsNamed() throws Exception {
        ResumeState.begin(out, fingerprint("5", "/opt/jdk-25", "sha256:1"), false);
        assertEquals(Optional.of("the compiled code changed, starting over"),
                ResumeState.begin(out, fingerprint("5", "/opt/jdk-25", "sha256:2"), true).whyNotResumable());
    }

    @Test
    void changedSelectionIsNamed() throws Exception {
        ResumeState.begin(out, fingerprint("5", "/opt/jdk-25", "sha256:1"), false);
        RunFingerprint fewer = RunFingerprint.of(settings("5"), runtimes("/opt/jdk-25"), List.of(PLUS), "sha256:1");
        assertEquals(Optional.of("the selected benchmarks changed (2 benchmarks -> 1 benchmark), starting over"),
                ResumeState.begin(out, fewer, true).whyNotResumable());
    }

    @Test
    void missingFile() throws Exception {
        assertEquals(Optional.of("no resume.json in the output directory (no earlier run to resume), starting over"),
                ResumeState.begin(out, fingerprint("5", "/opt/jdk-25", "sha256:1"), true).whyNotResumable());
    }

    @Test
    void damagedFilesMeanStartingOverWithAReason() throws Exception {
        String[] damaged = {"", "{", "[]", "null", "{\"resumeVersion\":2}", "{\"resumeVersion\":\"1\"}",
                "{\"resumeVersion\":1}", "{\"resumeVersion\":1,\"fingerprint\":{\"a\":1},\"finished\":[]}",
                "{\"resumeVersion\":1,\"fingerprint\":{\"a\":\"b\"},\"finished\":{}}",
                "{\"resumeVersion\":1,\"fingerprint\":{\"a\":\"b\"},\"finished\":[{\"runtimeId\":\"17\"}]}",
                "[".repeat(10_000), "{\"resumeVersion\":1,\"x\":\"" + "y".repeat(2_000_000) + "\"}"};
        for (String text : damaged) {
            Files.writeString(out.resolve("resume.json"), text);
            ResumeState state = ResumeState.begin(out, fingerprint("5", "/opt/jdk-25", "sha256:1"), true);
            String why = state.whyNotResumable().orElseThrow(() -> new AssertionError("resumed from " + abbreviate(text)));
            assertTrue(why.endsWith(", starting over") && !why.contains("\n"), why);
            assertEquals(0, state.finishedCount());
        }
    }

    @Test
    void everyTruncationOfARealFileIsHandled() throws Exception {
        ResumeState.begin(out, fingerprint("5", "/opt/jdk-25", "sha256:1"), false).markFinished("17", PLUS, plusOn17);
        String valid = Files.readString(out.resolve("resume.json"));
        for (int length = 0; length < valid.length(); length++) {
            Files.writeString(out.resolve("resume.json"), valid.substring(0, length));
            ResumeState state = ResumeState.begin(out, fingerprint("5", "/opt/jdk-25", "sha256:1"), true);
            assertTrue(state.whyNotResumable().isPresent() || state.isFinished("17", PLUS), "length " + length);
        }
    }

    @Test
    void aFinishedCellWithoutUsableJmhJsonIsMeasuredAgain() throws Exception {
        ResumeState.begin(out, fingerprint("5", "/opt/jdk-25", "sha256:1"), false).markFinished("17", PLUS, plusOn17);
        Files.writeString(plusOn17, "[{\"benchmark\":");
        ResumeState damaged = ResumeState.begin(out, fingerprint("5", "/opt/jdk-25", "sha256:1"), true);
        assertEquals(Optional.empty(), damaged.whyNotResumable());
        assertFalse(damaged.isFinished("17", PLUS));
        assertEquals(List.of(PLUS + " on 17: its JMH result work/17/" + PLUS + ".json is damaged; measuring it again"),
                damaged.remeasured());

        // the damaged entry was dropped from the record; record it again, then lose the file
        Files.delete(plusOn17);
        ResumeState.begin(out, fingerprint("5", "/opt/jdk-25", "sha256:1"), false).markFinished("17", PLUS, plusOn17);
        ResumeState missing = ResumeState.begin(out, fingerprint("5", "/opt/jdk-25", "sha256:1"), true);
        assertEquals(List.of(PLUS + " on 17: its JMH result work/17/" + PLUS + ".json is missing; measuring it again"),
                missing.remeasured());
    }

    @Test
    void aRecordedPathOutsideTheOutputDirectoryIsNotFollowed() throws Exception {
        Path outside = out.resolveSibling(out.getFileName() + "-outside.json");
        Files.writeString(outside, JMH_RESULT);
        ResumeState.begin(out, fingerprint("5", "/opt/jdk-25", "sha256:1"), false).markFinished("17", PLUS, plusOn17);
        String text = Files.readString(out.resolve("resume.json"))
                .replace("work/17/" + PLUS + ".json", "../" + outside.getFileName());
        Files.writeString(out.resolve("resume.json"), text);
        ResumeState state = ResumeState.begin(out, fingerprint("5", "/opt/jdk-25", "sha256:1"), true);
        assertFalse(state.isFinished("17", PLUS));
        assertEquals(List.of(PLUS + " on 17: its JMH result path leaves the output directory; measuring it again"),
                state.remeasured());
    }

    private static RunFingerprint fingerprint(String forks, String jdk25Home, String classes) {
        return RunFingerprint.of(settings(forks), runtimes(jdk25Home), List.of(PLUS, "org.example.ConcatBench.builder"),
                classes);
    }

    private static Map<String, String> settings(String forks) {
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("job", "default");
        settings.put("forks", forks);
        settings.put("measurement", "5 x 400ms");
        return settings;
    }

    private static List<TargetRuntime> runtimes(String jdk25Home) {
        return List.of(TargetRuntime.builder("17").requested("17").javaHome(Path.of("/opt/jdk-17"))
                .javaVersion("17.0.15").featureVersion(17).vendor("Adoptium").build(),
                TargetRuntime.builder("25").requested("25").javaHome(Path.of(jdk25Home)).javaVersion("25.0.1")
                        .featureVersion(25).vendor("Oracle").build());
    }

    private static String abbreviate(String text) {
        return text.length() < 100 ? text : text.substring(0, 100) + "...";
    }
}
