package io.github.benchplugin.host;

/**
 * The event lines exactly as bench-host prints them ({@link HostEvents}' writers are the host's own,
 * package-private), for engine tests that read them back.
 */
public final class HostLines {

    private HostLines() {
    }

    public static String started(String cellId) {
        return HostEvents.started(cellId);
    }

    public static String ok(String cellId) {
        return HostEvents.succeeded(cellId);
    }

    public static String failed(String cellId, String reason) {
        return HostEvents.failed(cellId, reason);
    }

    public static String waiting(String cellId, String lockFile) {
        return HostEvents.waiting(cellId, lockFile);
    }

    public static String ready() {
        return HostEvents.ready();
    }

    public static String notice(String text) {
        return HostEvents.notice(text);
    }
}
