package io.github.benchplugin.engine.config;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/** Parses bench.params: "size=1,64;label=plain" into name -> values. */
final class ParamOverrides {

    private static final Pattern NAME = Pattern.compile("[A-Za-z_$][A-Za-z0-9_$]*");

    private ParamOverrides() {
    }

    public static Map<String, List<String>> parse(String text) {
        Map<String, List<String>> params = new LinkedHashMap<>();
        if (text == null || text.isBlank()) {
            return params;
        }
        for (String assignment : text.split(";")) {
            if (assignment.isBlank()) {
                continue;
            }
            int eq = assignment.indexOf('=');
            String name = eq < 0 ? "" : assignment.substring(0, eq).trim();
            if (eq < 0 || !NAME.matcher(name).matches() || assignment.substring(eq + 1).isBlank()) {
                throw new BadInputException("bench.params '" + text + "': '" + assignment.trim()
                        + "' is not name=value[,value...]; example: size=1,64;label=plain");
            }
            if (params.containsKey(name)) {
                throw new BadInputException("bench.params '" + text + "': '" + name + "' is given twice; list all values once: "
                        + name + "=" + String.join(",", params.get(name)) + "," + assignment.substring(eq + 1).trim());
            }
            params.put(name, values(text, name, assignment.substring(eq + 1)));
        }
        return params;
    }

    /** An empty value ("1,,64" or a trailing comma) is far more likely a typo than a wanted empty string. */
    private static List<String> values(String text, String name, String list) {
        List<String> values = new ArrayList<>();
        for (String v : list.split(",", -1)) {
            if (v.isBlank()) {
                throw new BadInputException("bench.params '" + text + "': '" + name
                        + "' has an empty value; example: size=1,64;label=plain");
            }
            values.add(v.trim());
        }
        return values;
    }
}
