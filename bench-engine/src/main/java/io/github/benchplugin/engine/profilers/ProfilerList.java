package io.github.benchplugin.engine.profilers;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What {@code org.openjdk.jmh.Main -lprof} printed on one runtime: the profilers JMH can use there
 * (with their descriptions) and the ones it cannot (with its reasons). JMH prints each profiler as
 * a right-aligned {@code name: description} line; an unsupported one is followed by the lines of
 * its reason.
 *
 * @param supported   name -> description
 * @param unsupported name -> why JMH cannot use it here, its lines joined
 */
record ProfilerList(Map<String, String> supported, Map<String, String> unsupported) {

    private static final Pattern PROFILER_LINE = Pattern.compile("^\\s*([A-Za-z_$][\\w.$]*): (.*?)\\s*$");

    ProfilerList {
        // JMH's order, kept for messages
        supported = Collections.unmodifiableMap(new LinkedHashMap<>(supported));
        unsupported = Collections.unmodifiableMap(new LinkedHashMap<>(unsupported));
    }

    static ProfilerList parse(List<String> lines) {
        Map<String, String> supported = new LinkedHashMap<>();
        Map<String, StringBuilder> unsupported = new LinkedHashMap<>();
        Map<String, ?> section = null;
        String current = null;
        for (String line : lines) {
            if (line.startsWith("Supported profilers:")) {
                section = supported;
                continue;
            }
            if (line.startsWith("Unsupported profilers:")) {
                section = unsupported;
                continue;
            }
            if (section == null || line.isBlank()) {
                continue; // JVM warnings before the list (JDK 24+ restricted-method lines), blank separators
            }
            Matcher m = PROFILER_LINE.matcher(line);
            // A reason line such as "Unsupported event: cycles" starts at the margin; profiler names are indented.
            boolean profilerLine = m.matches() && (Character.isWhitespace(line.charAt(0)) || current == null);
            if (section == supported) {
                if (profilerLine) {
                    supported.put(m.group(1), m.group(2));
                }
            } else if (profilerLine) {
                current = m.group(1);
                unsupported.put(current, new StringBuilder());
            } else if (current != null) {
                StringBuilder why = unsupported.get(current);
                why.append(why.length() == 0 ? "" : " ").append(line.trim());
            }
        }
        Map<String, String> reasons = new LinkedHashMap<>();
        unsupported.forEach((name, why) -> reasons.put(name, why.toString()));
        return new ProfilerList(supported, reasons);
    }
}
