package io.github.benchplugin.host.duet;

import java.nio.charset.StandardCharsets;

/**
 * bench.duet's barrier protocol, shared by the fork's end ({@link DuetProfiler}) and the engine's
 * (DuetBarrier): lines on a loopback socket. The fork opens with {@code hello <token> <group> <party>
 * <parties>}, then before each iteration sends {@code arrive <n>} (n counts its iterations from 0,
 * warm-up included) and waits for {@code go}. Where the barrier is and its token come from the
 * environment the host passes on to JMH's forks, never from a command line.
 * <p>
 * The hosts speak to it too, once per paired cell, before the cell starts ({@link PairedStart}): JMH's
 * machine-wide lock is the first side's to take, so the first side's host opens with {@code lock <token>
 * <group> 0 <parties>}, says {@code waiting} while another JMH run holds the lock, and {@code locked} once it
 * holds it (or goes on without it); a later side's host opens with {@code await-lock <token> <group> <party>
 * <parties>} and waits for {@code go}, hearing {@code held} first when the first side waits for another run.
 */
public final class DuetChannel {

    /** host:port of the engine's barrier. */
    public static final String ADDRESS_VARIABLE = "BENCH_DUET_ADDRESS";
    /** The barrier's token. */
    public static final String TOKEN_VARIABLE = "BENCH_DUET_TOKEN";
    /** The host's column among the sides (0 for the first): the first side's host alone takes JMH's lock. */
    public static final String PARTY_VARIABLE = "BENCH_DUET_PARTY";
    /** The barrier's answer, sent when the iteration may start. */
    public static final byte[] GO = "go\n".getBytes(StandardCharsets.US_ASCII);

    /** The barrier's word to a later side's host: the first side waits for another JMH run's lock. */
    public static final String HELD = "held";
    /** The first side's host to the barrier: another JMH run holds JMH's lock, it waits for it. */
    public static final String WAITING = "waiting";
    /** The first side's host to the barrier: it holds JMH's lock for the cell, or has given up on it. */
    public static final String LOCKED = "locked";

    /** A fork's opening word. */
    public static final String HELLO = "hello";
    /** The opening word of the first side's host, about to take JMH's lock for a paired cell. */
    public static final String LOCK = "lock";
    /** The opening word of a later side's host, waiting for the first side to hold JMH's lock. */
    public static final String AWAIT_LOCK = "await-lock";
    private static final String ARRIVE = "arrive";

    private DuetChannel() {
    }

    /**
     * A connection's first line: who it is. {@link #HELLO} for a fork, {@link #LOCK} or {@link #AWAIT_LOCK}
     * for a host at the start of a paired cell.
     */
    public static final class Hello {
        public final String word;
        public final String token;
        public final String group;
        public final int party;
        public final int parties;

        /** A fork's hello. */
        public Hello(String token, String group, int party, int parties) {
            this(HELLO, token, group, party, parties);
        }

        public Hello(String word, String token, String group, int party, int parties) {
            this.word = word;
            this.token = token;
            this.group = group;
            this.party = party;
            this.parties = parties;
        }

        public String line() {
            return word + " " + token + " " + group + " " + party + " " + parties + "\n";
        }

        /** The hello a line holds, or null when it is none. */
        public static Hello parse(String line) {
            if (line == null) {
                return null;
            }
            String[] parts = line.trim().split(" ");
            if (parts.length != 5 || !(parts[0].equals(HELLO) || parts[0].equals(LOCK) || parts[0].equals(AWAIT_LOCK))) {
                return null;
            }
            try {
                int party = Integer.parseInt(parts[3]);
                int parties = Integer.parseInt(parts[4]);
                return parties >= 2 && parties <= 1024 && party >= 0 && party < parties
                        ? new Hello(parts[0], parts[1], parts[2], party, parties) : null;
            } catch (NumberFormatException e) {
                return null;
            }
        }
    }

    /**
     * Whether this host is a later side of a duet: the first side's host holds JMH's machine-wide lock
     * for the pair (a JMH started by hand still waits for it), and the others must not wait for it, or
     * the two sides would run one after the other instead of together. They wait for the first side to
     * hold it instead ({@link PairedStart}).
     *
     * @param party the host's {@link #PARTY_VARIABLE}, or null without one
     */
    public static boolean lockHeldByFirstSide(String party) {
        return party != null && !party.trim().equals("0");
    }

    public static String arrive(int iteration) {
        return ARRIVE + " " + iteration + "\n";
    }

    /** The iteration an {@code arrive} line names, or -1 when the line is none. */
    public static int arrival(String line) {
        String[] parts = line.trim().split(" ");
        if (parts.length != 2 || !parts[0].equals(ARRIVE)) {
            return -1;
        }
        try {
            return Math.max(-1, Integer.parseInt(parts[1]));
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
