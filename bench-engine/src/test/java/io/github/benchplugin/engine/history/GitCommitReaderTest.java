package io.github.benchplugin.engine.history;

import io.github.benchplugin.model.history.CommitInfo;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GitCommitReaderTest {

    @Test
    void readsTheCommitTimeAndBranchOfARepository(@TempDir Path dir) throws Exception {
        git(dir, "init", "-q", "-b", "trunk");
        git(dir, "commit", "-q", "--allow-empty", "-m", "first");
        CommitInfo commit = new GitCommitReader(Map.of()).read(dir);
        assertTrue(commit.id().matches("[0-9a-f]{40}"), commit.toString());
        assertTrue(commit.time().matches("\\d{4}-\\d\\d-\\d\\dT.*"), commit.toString());
        assertEquals("trunk", commit.branch());
    }

    @Test
    void aDetachedCheckoutTakesTheBranchFromGitHubsVariables(@TempDir Path dir) throws Exception {
        git(dir, "init", "-q", "-b", "trunk");
        git(dir, "commit", "-q", "--allow-empty", "-m", "first");
        git(dir, "checkout", "-q", "--detach");
        assertEquals("feature-x", new GitCommitReader(Map.of("GITHUB_HEAD_REF", "feature-x")).read(dir).branch());
    }

    @Test
    void outsideGitEverythingIsUnknown(@TempDir Path dir) {
        assertEquals(CommitInfo.NONE, new GitCommitReader(Map.of()).read(dir));
    }

    private static void git(Path dir, String... args) throws Exception {
        List<String> command = new java.util.ArrayList<>(List.of("git", "-c", "user.name=t", "-c", "user.email=t@example.org"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0, String.join(" ", args));
    }
}
