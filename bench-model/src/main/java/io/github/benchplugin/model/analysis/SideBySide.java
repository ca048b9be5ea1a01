package io.github.benchplugin.model.analysis;

import io.github.benchplugin.model.result.Evidence;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** The union of the runtimes' top lists: entry name -> runtime -> value, in the first runtime's order, then the others' own entries. */
public final class SideBySide {

    private SideBySide() {
    }

    /**
     * @param evidence runtime id -> evidence, in column order
     * @param list     which top list (hot methods, allocation sites)
     * @param name     an entry's name, the same on every runtime
     * @param value    what is kept of an entry; entries of the same name on one runtime are merged with {@code merge}
     */
    public static <T, V> Map<String, Map<String, V>> of(Map<String, Evidence> evidence, Function<Evidence, List<T>> list,
                                                        Function<T, String> name, Function<T, V> value,
                                                        java.util.function.BinaryOperator<V> merge) {
        Map<String, Map<String, V>> byName = new LinkedHashMap<>();
        evidence.forEach((runtime, e) -> list.apply(e).forEach(entry -> byName
                .computeIfAbsent(name.apply(entry), n -> new LinkedHashMap<>()).merge(runtime, value.apply(entry), merge)));
        return byName;
    }
}
