package io.github.benchplugin.jdk;

import java.util.HashSet;
import java.util.Set;

/**
 * Hands out distinct column ids: the first {@code 17} stays {@code 17}, the next ones become
 * {@code 17_2}, {@code 17_3}. Listing a JDK twice is allowed on purpose (A/A runs measure noise), so the
 * columns must still be told apart.
 */
final class ColumnIds {

    private final Set<String> taken = new HashSet<>();

    String claim(String base) {
        String id = base;
        for (int n = 2; !taken.add(id); n++) {
            id = base + "_" + n;
        }
        return id;
    }
}
