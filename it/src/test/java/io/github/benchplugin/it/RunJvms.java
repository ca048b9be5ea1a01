package io.github.benchplugin.it;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The JVMs a run started: its hosts and JMH's forks, both with the project's classes on their class
 * path. After a run ends (or Maven is stopped), they must be gone within a few seconds: the
 * plugin kills the host, then its forks, and waits for them (docs/reliability.md). The check waits
 * that long, then judges: a process that is still there is a defect, not a slow machine.
 */
final class RunJvms {

    /** How long the check waits: the plugin's own cleanup waits at most 5 s for the killed JVMs. */
    private static final long WAIT_MILLIS = 8_000;

    private RunJvms() {
    }

    static void assertNoneLeft(MavenRun project) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT_MILLIS * 1_000_000;
        List<String> left = alive(project);
        while (!left.isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(100);
            left = alive(project);
        }
        assertTrue(left.isEmpty(), "JVMs of this run still alive " + WAIT_MILLIS + " ms after it ended: " + left);
    }

    private static List<String> alive(MavenRun project) {
        String marker = project.dir().toString();
        return ProcessHandle.allProcesses().filter(ProcessHandle::isAlive)
                .map(p -> p.info().commandLine().orElse(""))
                .filter(cmd -> cmd.contains(marker)
                        && (cmd.contains("org.openjdk.jmh") || cmd.contains("io.github.benchplugin.host.HostMain")))
                .toList();
    }
}
