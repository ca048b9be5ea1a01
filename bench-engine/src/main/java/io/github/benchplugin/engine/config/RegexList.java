package io.github.benchplugin.engine.config;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits bench.include / bench.exclude into regular expressions at commas, except commas inside
 * {n,m} quantifiers or [...] classes, so that "Concat.*,Pool{1,2}" is two patterns.
 */
public final class RegexList {

    private RegexList() {
    }

    public static List<String> split(String text) {
        List<String> patterns = new ArrayList<>();
        if (text == null || text.isBlank()) {
            return patterns;
        }
        int depth = 0;
        StringBuilder current = new StringBuilder();
        boolean escaped = false;
        for (char c : text.toCharArray()) {
            if (escaped) {
                // "\{" or "\," is a literal character: it neither opens a group nor separates patterns.
                current.append(c);
                escaped = false;
                continue;
            }
            if (c == '\\') {
                escaped = true;
            } else if (c == '{' || c == '[' || c == '(') {
                depth++;
            } else if ((c == '}' || c == ']' || c == ')') && depth > 0) {
                depth--;
            }
            if (c == ',' && depth == 0) {
                addIfPresent(patterns, current);
            } else {
                current.append(c);
            }
        }
        addIfPresent(patterns, current);
        return patterns;
    }

    private static void addIfPresent(List<String> patterns, StringBuilder current) {
        String p = current.toString().trim();
        if (!p.isEmpty()) {
            patterns.add(p);
        }
        current.setLength(0);
    }
}
