package io.github.benchplugin.host.duet;

import java.nio.charset.StandardCharsets;

/**
 * bench.duet's barrier protocol, shared by the fork's end ({@link DuetProfiler}) and the engine's
 * (DuetBarrier): lines on a loopback socket. The fork opens with {@code hello <token> <group> <party>
 * <parties>}, then before each iteration sends {@code arrive <n>} (n counts its iterations from 0,
 * warm-up included) and waits for {@code go}. Where the barrier is and its token come from the
 * environment the host passes on to JMH's forks, never from a command line.
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

    private static final String HELLO = "hello";
    private static final String ARRIVE = "arrive";

    private DuetChannel() {
    }

    /** A fork's first line: who it is. */
    public static final class Hello {
        public final String token;
        public final String group;
        public final int party;
        public final int parties;

        public Hello(String token, String group, int party, int parties) {
            this.token = token;
            this.group = group;
            this.party = party;
            this.parties = parties;
        }

        public String line() {
            return HELLO + " " + token + " " + group + " " + party + " " + parties + "\n";
        }

        /** The hello a line holds, or null when it is none. */
        public static Hello parse(String line) {
            if (line == null) {
                return null;
            }
            String[] parts = line.trim().split(" ");
            if (parts.length != 5 || !parts[0].equals(HELLO)) {
                return null;
            }
            try {
                int party = Integer.parseInt(parts[3]);
                int parties = Integer.parseInt(parts[4]);
                return parties >= 2 && parties <= 1024 && party >= 0 && party < parties
                        ? new Hello(parts[1], parts[2], party, parties) : null;
            } catch (NumberFormatException e) {
                return null;
            }
        }
    }

    /**
     * Whether this host is a later side of a duet: the first side's host holds JMH's machine-wide lock
     * for the pair (a JMH started by hand still waits for it), and the others must not wait for it, or
     * the two sides would run one after the other instead of together.
     */
    public static boolean lockHeldByFirstSide() {
        String party = System.getenv(PARTY_VARIABLE);
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
