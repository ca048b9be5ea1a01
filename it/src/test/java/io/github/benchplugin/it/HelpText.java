package io.github.benchplugin.it;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What {@code mvn bench:help -Ddetail} printed, per goal: each parameter with its default, its user
 * property and its description, in the layout of the help goal maven-plugin-plugin generates.
 */
final class HelpText {

    /** One parameter as the help goal shows it. */
    record Parameter(String name, String defaultValue, String property, String description) {
    }

    private static final Pattern GOAL = Pattern.compile("bench:(\\w+)");
    private static final Pattern PARAMETER = Pattern.compile(" {4}(\\w+)(?: \\(Default: (.*)\\))?");
    private static final String DETAIL = "      ";

    private final Map<String, List<Parameter>> goals = new LinkedHashMap<>();

    HelpText(String output) {
        List<Parameter> parameters = null;
        String name = null;
        String defaultValue = null;
        String property = null;
        StringBuilder description = new StringBuilder();
        for (String line : output.split("\n")) {
            Matcher goal = GOAL.matcher(line);
            Matcher parameter = PARAMETER.matcher(line);
            boolean detail = line.startsWith(DETAIL);
            if (name != null && !detail) {
                parameters.add(new Parameter(name, defaultValue, property, description.toString().trim()));
                name = null;
            }
            if (goal.matches()) {
                parameters = new ArrayList<>();
                goals.put(goal.group(1), parameters);
            } else if (parameters != null && parameter.matches()) {
                name = parameter.group(1);
                defaultValue = parameter.group(2);
                property = null;
                description.setLength(0);
            } else if (name != null && detail) {
                String text = line.trim();
                if (text.startsWith("User property: ")) {
                    property = text.substring("User property: ".length());
                } else if (!text.startsWith("Required: ") && !text.startsWith("Deprecated")) {
                    description.append(text).append(' ');
                }
            } else if (line.startsWith("[INFO] ---") || line.startsWith("[INFO] BUILD")) {
                parameters = null;
            }
        }
    }

    Map<String, List<Parameter>> goals() {
        return goals;
    }

    /** The goal's parameter whose user property is {@code property}, or null. */
    Parameter byProperty(String goal, String property) {
        return goals.getOrDefault(goal, List.of()).stream()
                .filter(p -> property.equals(p.property())).findFirst().orElse(null);
    }
}
