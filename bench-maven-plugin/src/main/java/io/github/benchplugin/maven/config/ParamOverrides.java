package io.github.benchplugin.maven.config;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/** Parses bench.params: "size=1,64;label=plain" into name -> values. */
public final class ParamOverrides {

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
            List<String> values = new ArrayList<>();
            for (String v : assignment.substring(eq + 1).split(",")) {
                values.add(v.trim());
            }
            params.put(name, values);
        }
        return params;
    }
}
