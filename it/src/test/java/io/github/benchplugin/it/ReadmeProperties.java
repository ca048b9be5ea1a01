package io.github.benchplugin.it;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The bench.* properties README.md documents, read from the README itself so that a check against
 * them cannot go stale: the property table of bench:run (with the defaults it states), the
 * properties named in the bench:merge section, and every bench.* name mentioned anywhere.
 */
record ReadmeProperties(Map<String, String> runTable, Set<String> mergeSection, Set<String> mentioned) {

    private static final Pattern PROPERTY = Pattern.compile("`(bench\\.[A-Za-z]+)`");
    private static final Pattern ANY_PROPERTY = Pattern.compile("(?<![\\w-])bench\\.[A-Za-z]+"); // not the bench.sh of ci-bench.sh
    /** A default cell that is one literal value, such as `1h` or `target/bench`. */
    private static final Pattern LITERAL = Pattern.compile("`([^`]+)`");

    static ReadmeProperties parse(String readme) {
        Map<String, String> runTable = new LinkedHashMap<>();
        Set<String> merge = new LinkedHashSet<>();
        Set<String> mentioned = new LinkedHashSet<>();
        for (Map.Entry<String, List<String>> section : sections(readme).entrySet()) {
            String heading = section.getKey();
            for (String line : section.getValue()) {
                Matcher any = ANY_PROPERTY.matcher(line);
                while (any.find()) {
                    mentioned.add(any.group());
                }
                if (heading.startsWith("Properties of `bench:run`") && line.startsWith("| `bench.")) {
                    String[] cells = line.split("\\|");
                    String defaultCell = cells[2].trim();
                    Matcher literal = LITERAL.matcher(defaultCell);
                    String literalDefault = literal.matches() ? literal.group(1) : null;
                    Matcher names = PROPERTY.matcher(cells[1]);
                    while (names.find()) {
                        runTable.put(names.group(1), literalDefault);
                    }
                }
                if (heading.contains("`bench:merge`")) {
                    Matcher names = PROPERTY.matcher(line);
                    while (names.find()) {
                        merge.add(names.group(1));
                    }
                }
            }
        }
        return new ReadmeProperties(runTable, merge, mentioned);
    }

    /** "## heading" -> the lines under it. */
    private static Map<String, List<String>> sections(String readme) {
        Map<String, List<String>> sections = new LinkedHashMap<>();
        List<String> current = new ArrayList<>();
        sections.put("", current);
        for (String line : readme.split("\n")) {
            if (line.startsWith("## ")) {
                current = new ArrayList<>();
                sections.put(line.substring(3).trim(), current);
            } else {
                current.add(line);
            }
        }
        return sections;
    }
}
