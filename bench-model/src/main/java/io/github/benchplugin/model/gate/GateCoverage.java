package io.github.benchplugin.model.gate;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What one gate looked at: how many comparisons it judged, and how many it could not, counted by
 * why (one fork, a failed cell, unisolated against isolated...). A gate that judged nothing has
 * protected nothing, and must never say it passed (JUnit's and Surefire's rule: a run that executed
 * no test is not a pass).
 *
 * @param judged    comparisons the gate read a figure of
 * @param notJudged comparisons it could not judge, by short reason, in the order first seen
 */
public record GateCoverage(int judged, Map<String, Integer> notJudged) {

    /** Longest reason kept: a note's first clause, enough to tell "1 fork" from "a failed cell". */
    private static final int REASON_LENGTH = 80;

    public GateCoverage {
        notJudged = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(notJudged));
    }

    /** How many comparisons could not be judged, whatever the reason. */
    public int notJudgedCount() {
        return notJudged.values().stream().mapToInt(Integer::intValue).sum();
    }

    /** True when the gate judged no comparison at all: it cannot pass. */
    public boolean judgedNone() {
        return judged == 0;
    }

    /** "judged 4 comparison(s), could not judge 2 (1 fork: 2)". */
    public String describe() {
        String head = "judged " + judged + " comparison(s), could not judge " + notJudgedCount();
        if (notJudged.isEmpty()) {
            return head;
        }
        return head + " (" + notJudged.entrySet().stream().map(e -> e.getKey() + ": " + e.getValue())
                .collect(Collectors.joining("; ")) + ")";
    }

    /**
     * The short reason of a comparison's note: its first clause ("1 fork: the fork-to-fork variation
     * is unknown..." gives "1 fork"), so equal causes count together.
     */
    static String reason(String note) {
        if (note == null || note.isBlank()) {
            return "no interval";
        }
        String text = note.strip();
        int end = text.length();
        for (char stop : new char[] {':', ';', '('}) {
            int at = text.indexOf(stop);
            if (at > 0) {
                end = Math.min(end, at);
            }
        }
        String clause = text.substring(0, end).strip();
        return clause.length() <= REASON_LENGTH ? clause : clause.substring(0, REASON_LENGTH).strip() + "...";
    }

    /** Counts as a gate goes through the comparisons. */
    static final class Tally {
        private int judged;
        private final Map<String, Integer> notJudged = new LinkedHashMap<>();

        void judged() {
            judged++;
        }

        void notJudged(String note) {
            notJudged.merge(reason(note), 1, Integer::sum);
        }

        GateCoverage coverage() {
            return new GateCoverage(judged, notJudged);
        }
    }
}
