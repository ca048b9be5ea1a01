package io.github.benchplugin.engine.history;

import io.github.benchplugin.model.history.CommitInfo;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The commit a project directory is at, asked of git itself ({@code git log -1}), so that worktrees,
 * packed refs and submodules are all right without reimplementing git. Outside git, or without a
 * git executable, every field is "unknown": a history record is still written.
 *
 * <p>CI checkouts are often detached (a pull request's merge commit): the branch is then taken
 * from GitHub's variables (GITHUB_HEAD_REF, GITHUB_REF_NAME) when they are set.
 */
final class GitCommitReader {

    private static final long TIMEOUT_SECONDS = 20;

    private final Map<String, String> environment;

    public GitCommitReader(Map<String, String> environment) {
        this.environment = environment;
    }

    public CommitInfo read(Path directory) {
        List<String> head = git(directory, "log", "-1", "--format=%H%n%cI");
        if (head.size() < 2) {
            return CommitInfo.NONE;
        }
        List<String> branch = git(directory, "rev-parse", "--abbrev-ref", "HEAD");
        String name = branch.isEmpty() ? null : branch.get(0);
        if (name == null || name.equals("HEAD")) {
            name = firstSet("GITHUB_HEAD_REF", "GITHUB_REF_NAME");
        }
        return new CommitInfo(head.get(0), head.get(1), name);
    }

    private String firstSet(String... names) {
        for (String name : names) {
            String value = environment.get(name);
            if (value != null && !value.isBlank()) {
                return value;
            }
        }
        return null;
    }

    /** The output lines of a git command, or an empty list when git fails or is missing. */
    private static List<String> git(Path directory, String... args) {
        List<String> command = new ArrayList<>(List.of("git", "-C", directory.toString()));
        command.addAll(List.of(args));
        try {
            Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return List.of();
            }
            return process.exitValue() == 0 ? out.lines().map(String::trim).filter(l -> !l.isEmpty()).toList() : List.of();
        } catch (IOException e) {
            return List.of();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return List.of();
        }
    }
}
