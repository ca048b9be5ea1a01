package io.github.benchplugin.engine.config;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * bench.variants as the user gave it, checked: which versions of the project's dependencies the
 * columns are linked against, in one of two forms.
 * <ul>
 *   <li>a POM property: {@code jackson.version=2.17.3,2.18.2}: the project's dependencies resolved
 *       again with the property set to each value, as {@code -Djackson.version=...} would;</li>
 *   <li>coordinates: {@code com.example:lib:1.4.0,1.5.0}, several artifacts that move together
 *       joined by {@code +} ({@code com.example:lib+com.example:lib-extra:1.4.0,1.5.0}).</li>
 * </ul>
 * The versions are the variants' names (the last part of a column id, {@code 17/2.18.2}), so they
 * must be usable in a file name; the first is the baseline.
 *
 * @param property  the POM property, or null for the coordinates form
 * @param artifacts {@code groupId:artifactId} of each artifact set to the version (coordinates form), else empty
 * @param versions  the values, in column order, at least two, all distinct
 */
public record VariantRequest(String property, List<String> artifacts, List<String> versions) {

    public static final String PROPERTY = "bench.variants";
    /** A variant name: it ends a column id and names files, so a safe file name. */
    public static final Pattern NAME = Pattern.compile("[A-Za-z0-9_][A-Za-z0-9_.+-]*");
    private static final Pattern PROPERTY_NAME = Pattern.compile("[A-Za-z0-9_][A-Za-z0-9_.-]*");
    private static final Pattern ARTIFACT = Pattern.compile("[A-Za-z0-9_.-]+:[A-Za-z0-9_.-]+");
    private static final String FORMS = "give a POM property and its values (bench.variants=jackson.version=2.17.3,2.18.2)"
            + " or coordinates and versions (bench.variants=com.example:lib:1.4.0,1.5.0; artifacts that move together"
            + " joined by '+')";

    public VariantRequest {
        artifacts = List.copyOf(artifacts);
        versions = List.copyOf(versions);
    }

    /**
     * @param value bench.variants, or null/blank for none
     * @throws BadInputException naming the part that cannot be used and the two forms
     */
    public static Optional<VariantRequest> parse(String value) {
        if (value == null || value.isBlank()) {
            return Optional.empty();
        }
        String text = value.trim();
        int equals = text.indexOf('=');
        int colon = text.indexOf(':');
        if (equals > 0 && (colon < 0 || equals < colon)) {
            String property = text.substring(0, equals).trim();
            if (!PROPERTY_NAME.matcher(property).matches()) {
                throw bad(value, "'" + property + "' is not a property name");
            }
            return Optional.of(new VariantRequest(property, List.of(), versions(value, text.substring(equals + 1))));
        }
        int last = text.lastIndexOf(':');
        if (last < 0) {
            throw bad(value, "neither a property (name=...) nor coordinates (groupId:artifactId:...)");
        }
        List<String> artifacts = new ArrayList<>();
        for (String artifact : text.substring(0, last).split("\\+", -1)) {
            if (!ARTIFACT.matcher(artifact.trim()).matches()) {
                throw bad(value, "'" + artifact.trim() + "' is not groupId:artifactId");
            }
            artifacts.add(artifact.trim());
        }
        if (new HashSet<>(artifacts).size() < artifacts.size()) {
            throw bad(value, "an artifact is named twice");
        }
        return Optional.of(new VariantRequest(null, artifacts, versions(value, text.substring(last + 1))));
    }

    /** What one variant means, as its column records it: {@code jackson.version=2.18.2} or {@code g:a+g:b:1.5.0}. */
    public String spec(String version) {
        return property != null ? property + "=" + version : String.join("+", artifacts) + ":" + version;
    }

    /** The request in the user's words, for messages. */
    public String describe() {
        return property != null ? property + "=" + String.join(",", versions)
                : String.join("+", artifacts) + ":" + String.join(",", versions);
    }

    private static List<String> versions(String value, String list) {
        List<String> versions = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (String entry : list.split(",", -1)) {
            String version = entry.trim();
            if (!NAME.matcher(version).matches()) {
                throw bad(value, version.isEmpty() ? "an empty version" : "'" + version + "' is not a version"
                        + " (letters, digits, '.', '_', '-' and '+'; it names the column and its files)");
            }
            if (!seen.add(version)) {
                throw bad(value, "'" + version + "' is given twice; a variant compared with itself under two names"
                        + " shows nothing (for an A/A check, list the JDK twice: bench.jdks=17,17)");
            }
            versions.add(version);
        }
        if (versions.size() < 2) {
            throw bad(value, "one version only; give at least two, the first is the baseline");
        }
        return versions;
    }

    private static BadInputException bad(String value, String why) {
        return new BadInputException(PROPERTY + " '" + value + "': " + why + "; " + FORMS);
    }
}
