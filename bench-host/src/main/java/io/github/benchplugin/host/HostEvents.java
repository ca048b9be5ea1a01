package io.github.benchplugin.host;

/**
 * The event lines a host sends on its {@link HostChannel}, one per event, and their parsing on the
 * plugin's side. Only the channel carries them: a line of the host's standard output that reads
 * like one is the benchmark's text, never an event.
 */
public final class HostEvents {

    public static final String PREFIX = "@bench-host ";
    private static final String STARTED = "started ";
    private static final String OK = "ok ";
    private static final String FAILED = "failed ";
    private static final String WAITING = "waiting ";
    private static final String NOTICE = "notice ";
    /** A serving host says it once, when it can take its first plan; not about any cell. */
    private static final String READY = PREFIX + "ready";

    /** Where the host's events go: its {@link HostChannel}, or a callback in in-process runs. */
    public interface Sink {
        void event(String line);
    }

    /** A parsed event: the cell it concerns, and for a failure why. */
    public static final class Event {
        public final String cellId;
        public final boolean started;
        public final boolean failed;
        public final String reason;
        /** Not started yet: waiting for another JMH run to release its lock (reason: the lock file). */
        public final boolean waiting;
        /** Something the user should read once, not about one cell (reason: the text; no cell id). */
        public final boolean notice;

        Event(String cellId, boolean started, boolean failed, String reason) {
            this(cellId, started, failed, reason, false);
        }

        Event(String cellId, boolean started, boolean failed, String reason, boolean waiting) {
            this(cellId, started, failed, reason, waiting, false);
        }

        private Event(String cellId, boolean started, boolean failed, String reason, boolean waiting, boolean notice) {
            this.cellId = cellId;
            this.started = started;
            this.failed = failed;
            this.reason = reason;
            this.waiting = waiting;
            this.notice = notice;
        }

        static Event notice(String text) {
            return new Event(null, false, false, text, false, true);
        }
    }

    private HostEvents() {
    }

    static String started(String cellId) {
        return PREFIX + STARTED + oneLine(cellId);
    }

    static String waiting(String cellId, String lockFile) {
        return PREFIX + WAITING + oneLine(cellId) + "\t" + oneLine(lockFile);
    }

    static String notice(String text) {
        return PREFIX + NOTICE + oneLine(text);
    }

    static String ready() {
        return READY;
    }

    /** Whether the line is a serving host's {@link #ready()}: the plugin reads it, no cell's watch does. */
    public static boolean isReady(String line) {
        return READY.equals(line);
    }

    static String succeeded(String cellId) {
        return PREFIX + OK + oneLine(cellId);
    }

    /** The reason goes after a tab, so that a cell id may contain blanks. */
    static String failed(String cellId, String reason) {
        return PREFIX + FAILED + oneLine(cellId) + "\t" + oneLine(reason);
    }

    /** The event a line carries, or null for any other output. */
    public static Event parse(String line) {
        if (line == null || !line.startsWith(PREFIX)) {
            return null;
        }
        String rest = line.substring(PREFIX.length());
        if (rest.startsWith(STARTED)) {
            return new Event(rest.substring(STARTED.length()), true, false, null);
        }
        if (rest.startsWith(OK)) {
            return new Event(rest.substring(OK.length()), false, false, null);
        }
        if (rest.startsWith(NOTICE)) {
            return Event.notice(rest.substring(NOTICE.length()));
        }
        if (rest.startsWith(WAITING)) {
            String body = rest.substring(WAITING.length());
            int tab = body.indexOf('\t');
            return new Event(tab < 0 ? body : body.substring(0, tab), false, false,
                    tab < 0 ? "" : body.substring(tab + 1), true);
        }
        if (rest.startsWith(FAILED)) {
            String body = rest.substring(FAILED.length());
            int tab = body.indexOf('\t');
            return tab < 0 ? new Event(body, false, true, "")
                    : new Event(body.substring(0, tab), false, true, body.substring(tab + 1));
        }
        return null;
    }

    /**
     * A cell id as the event lines carry it: on one line, without tabs (a parameter value may hold
     * them). The plugin compares its cells' ids in this form.
     */
    public static String echoed(String cellId) {
        return oneLine(cellId);
    }

    private static String oneLine(String text) {
        return text.replace('\r', ' ').replace('\n', ' ').replace('\t', ' ');
    }
}
