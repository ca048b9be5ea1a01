package io.github.benchplugin.engine.config;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * The user's {@code bench.*} properties exactly as a door received them (Maven's parameters, the
 * command line's options), by property name. Nothing here is checked: the typed settings
 * ({@code RunSettings.parse}, {@link JobSettings#of}) read it once and raise every
 * {@link BadInputException}. Looking values up by name, not by position, is what keeps two
 * Strings of a long argument list from being swapped unnoticed.
 */
public final class RawSettings {

    public static final RawSettings EMPTY = builder().build();

    private final Map<String, List<String>> values;

    private RawSettings(Map<String, List<String>> values) {
        this.values = Map.copyOf(values);
    }

    public static Builder builder() {
        return new Builder();
    }

    /** The value as given, or null when the property is absent or blank ("not set"). */
    public String text(String property) {
        List<String> given = values.get(property);
        if (given == null) {
            return null;
        }
        String joined = String.join(",", given);
        return joined.isBlank() ? null : joined;
    }

    /**
     * The value exactly as given, blanks kept; null only when the property is absent. For a property whose
     * empty value must not pass for "not set": {@code -Dbench.jdks=} from a CI variable that expanded to nothing.
     */
    public String given(String property) {
        List<String> given = values.get(property);
        return given == null ? null : String.join(",", given);
    }

    /** A list property (bench.profilers: one entry per repetition of the option); empty when absent. */
    public List<String> list(String property) {
        return values.getOrDefault(property, List.of());
    }

    /** A whole number, or null when not set. */
    public Integer integer(String property) {
        return Numbers.parse(property, text(property));
    }

    /** A file or directory, or null when not set; a text that is no path on this system is refused naming the property. */
    public Path path(String property) {
        String text = text(property);
        if (text == null) {
            return null;
        }
        try {
            return Path.of(text.trim());
        } catch (InvalidPathException e) {
            throw new BadInputException(property + " '" + text + "' is not a path: " + e.getReason());
        }
    }

    /** true or false (any case); {@code otherwise} when not set. */
    public boolean flag(String property, boolean otherwise) {
        String text = text(property);
        if (text == null) {
            return otherwise;
        }
        return switch (text.trim().toLowerCase(Locale.ROOT)) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new BadInputException(property + " '" + text + "' is not a boolean; allowed: true, false");
        };
    }

    /** The same settings with one property replaced, for a door that derives a value (bench.explain from a goal). */
    public RawSettings with(String property, Object value) {
        Builder copy = new Builder();
        copy.values.putAll(values);
        copy.values.remove(property);
        return copy.put(property, value).build();
    }

    @Override
    public String toString() {
        return values.toString();
    }

    /** Collects the properties of one door; a null value means "not given" and is left out. */
    public static final class Builder {
        private final Map<String, List<String>> values = new LinkedHashMap<>();

        private Builder() {
        }

        public Builder put(String property, Object value) {
            Objects.requireNonNull(property, "property");
            if (value instanceof List<?> list) {
                List<String> entries = list.stream().filter(Objects::nonNull).map(Object::toString).toList();
                if (!entries.isEmpty()) {
                    values.put(property, entries);
                }
            } else if (value != null) {
                values.put(property, List.of(value.toString()));
            }
            return this;
        }

        public RawSettings build() {
            return new RawSettings(values);
        }
    }
}
