package io.github.benchplugin.model.combine;

import io.github.benchplugin.model.result.RuntimeInfo;

/**
 * Orders columns by Java version, oldest first, then by id: 8 before 17 before 17.0.15 before 25,
 * which neither path nor id order gives ("jdk17/" sorts before "jdk8/").
 */
final class JavaVersionOrder {

    private JavaVersionOrder() {
    }

    static int compare(RuntimeInfo a, RuntimeInfo b) {
        int byFeature = Integer.compare(a.featureVersion(), b.featureVersion());
        if (byFeature != 0) {
            return byFeature;
        }
        int byVersion = compareVersions(a.javaVersion(), b.javaVersion());
        return byVersion != 0 ? byVersion : a.id().compareTo(b.id());
    }

    /** Compares "17.0.9" and "17.0.15" number by number; text that is not a number compares as text. */
    static int compareVersions(String a, String b) {
        String[] left = a == null ? new String[0] : a.split("[._+-]");
        String[] right = b == null ? new String[0] : b.split("[._+-]");
        for (int i = 0; i < Math.min(left.length, right.length); i++) {
            int c = part(left[i], right[i]);
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(left.length, right.length);
    }

    private static int part(String a, String b) {
        if (a.matches("\\d{1,9}") && b.matches("\\d{1,9}")) {
            return Integer.compare(Integer.parseInt(a), Integer.parseInt(b));
        }
        return a.compareTo(b);
    }
}
