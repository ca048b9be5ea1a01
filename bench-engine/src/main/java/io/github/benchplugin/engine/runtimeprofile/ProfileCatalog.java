package io.github.benchplugin.engine.runtimeprofile;

import io.github.benchplugin.engine.runtimeprofile.ProfileDefinition;
import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.engine.config.JvmArgs;
import io.github.benchplugin.model.result.RuntimeProfile;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * Turns bench.profiles and the POM's {@code <profiles>} into the profiles a run uses. Built-ins
 * answer the common questions (the JVM's defaults, each collector, C2 alone, Maven's own flags);
 * user-defined ones add flag sets of their own under new names.
 */
public final class ProfileCatalog {

    /** Names appear in column ids and file names (jmh/17-g1.json): no separators, no spaces. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.]*");
    public static final String HOST = "host";

    private final Map<String, Supplier<List<String>>> builtIns = new LinkedHashMap<>();
    private final Map<String, List<String>> userDefined = new LinkedHashMap<>();

    /**
     * @param definitions the POM's {@code <profiles>}; may be null
     * @param hostFlags   the Maven JVM's flags for {@code host}, asked only when host is selected
     */
    public ProfileCatalog(List<ProfileDefinition> definitions, Supplier<List<String>> hostFlags) {
        builtIns.put("default", List::of);
        builtIns.put("g1", () -> List.of("-XX:+UseG1GC"));
        builtIns.put("parallel", () -> List.of("-XX:+UseParallelGC"));
        builtIns.put("serial", () -> List.of("-XX:+UseSerialGC"));
        builtIns.put("z", () -> List.of("-XX:+UseZGC"));
        builtIns.put("c2", () -> List.of("-XX:-TieredCompilation"));
        builtIns.put(HOST, hostFlags);
        if (definitions != null) {
            definitions.forEach(this::define);
        }
    }

    private void define(ProfileDefinition definition) {
        String name = definition.getName() == null ? "" : definition.getName().trim();
        if (!NAME.matcher(name).matches()) {
            throw new BadInputException("<profiles>: profile name '" + name + "' is not allowed; use letters, digits,"
                    + " '_' and '.' (it becomes part of column ids such as 17-" + (name.isEmpty() ? "bigheap" : "name") + ")");
        }
        if (builtIns.containsKey(name) || userDefined.containsKey(name)) {
            throw new BadInputException("<profiles>: profile '" + name + "' is "
                    + (builtIns.containsKey(name) ? "built in" : "defined twice") + "; give it another name");
        }
        List<String> flags = JvmArgs.split(definition.getJvmArgs());
        if (flags.isEmpty()) {
            throw new BadInputException("<profiles>: profile '" + name + "' has no <jvmArgs>; give it the JVM flags"
                    + " it stands for (the built-in 'default' already means no flags)");
        }
        userDefined.put(name, flags);
    }

    /** Every name bench.profiles accepts, built-ins first. */
    public List<String> names() {
        List<String> names = new ArrayList<>(builtIns.keySet());
        names.addAll(userDefined.keySet());
        return names;
    }

    /**
     * The profiles bench.profiles selects, in its order. Empty when unset: the run has no
     * profile dimension and its columns and ids are those of a run without profiles.
     */
    public List<RuntimeProfile> select(String profiles) {
        if (profiles == null || profiles.isBlank()) {
            return List.of();
        }
        Set<String> seen = new LinkedHashSet<>();
        List<RuntimeProfile> selected = new ArrayList<>();
        for (String entry : profiles.split(",")) {
            String name = entry.trim();
            if (name.isEmpty()) {
                continue;
            }
            if (!seen.add(name)) {
                throw new BadInputException("bench.profiles '" + profiles + "' lists '" + name + "' twice;"
                        + " list each profile once");
            }
            selected.add(new RuntimeProfile(name, flagsOf(name, profiles)));
        }
        return selected;
    }

    private List<String> flagsOf(String name, String profiles) {
        if (builtIns.containsKey(name)) {
            return builtIns.get(name).get();
        }
        if (userDefined.containsKey(name)) {
            return userDefined.get(name);
        }
        throw new BadInputException("bench.profiles '" + profiles + "': unknown profile '" + name + "'; allowed: "
                + String.join(", ", names()) + " (define more under <profiles> in the plugin configuration)");
    }
}
