package io.github.benchplugin.report.table;

import io.github.benchplugin.model.result.Warning;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Groups warnings by code for every format that lists them. The analysers write each message
 * as "headline: what was seen here. What to do.", so the advice is the sentences every message
 * of a code ends with, and the headline the text before ": " they all start with; both are said
 * once per code, the rest once per row.
 */
public final class WarningGroups {

    private WarningGroups() {
    }

    public static List<WarningGroup> of(List<Warning> warnings) {
        Map<String, List<Warning>> byCode = new LinkedHashMap<>();
        for (Warning warning : warnings) {
            byCode.computeIfAbsent(WarningText.code(warning), c -> new ArrayList<>()).add(warning);
        }
        List<WarningGroup> groups = new ArrayList<>();
        byCode.forEach((code, list) -> groups.add(group(code, list)));
        return groups;
    }

    private static WarningGroup group(String code, List<Warning> warnings) {
        if (warnings.size() == 1) {
            Warning only = warnings.get(0);
            return new WarningGroup(code, WarningText.message(only),
                    List.of(new WarningGroup.Item(WarningText.context(only), "", only.row())));
        }
        List<List<String>> sentences = warnings.stream().map(w -> sentences(WarningText.message(w))).toList();
        int shared = sharedTail(sentences);
        List<String> heads = sentences.stream().map(s -> String.join(" ", s.subList(0, s.size() - shared))).toList();
        String headline = sharedHeadline(heads);
        String advice = String.join(" ", sentences.get(0).subList(sentences.get(0).size() - shared, sentences.get(0).size()));
        List<WarningGroup.Item> items = new ArrayList<>();
        for (int i = 0; i < warnings.size(); i++) {
            Warning warning = warnings.get(i);
            items.add(new WarningGroup.Item(WarningText.context(warning), heads.get(i).substring(headline.length()).strip(),
                    warning.row()));
        }
        String summary = (stripColon(headline) + (headline.isEmpty() || advice.isEmpty() ? "" : ". ") + advice).strip();
        return new WarningGroup(code, summary, items);
    }

    /** Sentences: split after '.', '!' or '?' followed by a space; no split inside "1.5". */
    static List<String> sentences(String message) {
        return Arrays.stream(message.strip().split("(?<=[.!?])\\s+")).filter(s -> !s.isBlank()).toList();
    }

    /** How many sentences every message ends with alike (never all of any message: something must stay per row). */
    private static int sharedTail(List<List<String>> all) {
        int min = all.stream().mapToInt(List::size).min().orElse(0);
        int shared = 0;
        while (shared < min - 1) {
            String candidate = at(all.get(0), shared);
            int k = shared;
            if (!all.stream().allMatch(s -> at(s, k).equals(candidate))) {
                break;
            }
            shared++;
        }
        return shared;
    }

    private static String at(List<String> sentences, int fromEnd) {
        return sentences.get(sentences.size() - 1 - fromEnd);
    }

    /** The common start of every text, cut after its last ": ", so the headline is whole words. */
    private static String sharedHeadline(List<String> texts) {
        String prefix = texts.get(0);
        for (String text : texts) {
            int n = 0;
            while (n < prefix.length() && n < text.length() && prefix.charAt(n) == text.charAt(n)) {
                n++;
            }
            prefix = prefix.substring(0, n);
        }
        int colon = prefix.lastIndexOf(": ");
        return colon < 0 ? "" : prefix.substring(0, colon + 2);
    }

    private static String stripColon(String headline) {
        String h = headline.strip();
        return h.endsWith(":") ? h.substring(0, h.length() - 1) : h;
    }
}
