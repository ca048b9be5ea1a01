package io.github.benchplugin.stats;

import io.github.benchplugin.model.RuntimeInfo;
import io.github.benchplugin.model.RuntimeProfile;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Which column each column is compared with. Runtimes are compared within a profile (the first
 * column of the same profile is the base); profiles are compared within a runtime (the column
 * of the same bench.jdks entry under the first profile is the base). A column is never its
 * own base, so the bases themselves are absent from the maps.
 */
final class ProfilePairs {

    private ProfilePairs() {
    }

    /** column id -> first column with the same profile (with no profiles: the baseline runtime). */
    static Map<String, RuntimeInfo> baseRuntimes(List<RuntimeInfo> runtimes) {
        Map<String, RuntimeInfo> bases = new LinkedHashMap<>();
        RuntimeInfo marked = runtimes.stream().filter(RuntimeInfo::baseline).findFirst().orElse(null);
        for (RuntimeInfo runtime : runtimes) {
            RuntimeInfo base = runtimes.stream()
                    .filter(r -> Objects.equals(RuntimeProfile.nameOf(r), RuntimeProfile.nameOf(runtime)))
                    .findFirst().orElseThrow();
            if (RuntimeProfile.nameOf(runtime) == null && marked != null) {
                base = marked; // without profiles the baseline is whatever the result marks
            }
            if (!base.id().equals(runtime.id())) {
                bases.put(runtime.id(), base);
            }
        }
        return bases;
    }

    /** column id -> the column of the same runtime under the first profile; empty without profiles. */
    static Map<String, RuntimeInfo> baseProfiles(List<RuntimeInfo> runtimes) {
        Map<String, RuntimeInfo> bases = new LinkedHashMap<>();
        String firstProfile = runtimes.stream().map(RuntimeProfile::nameOf).filter(Objects::nonNull)
                .findFirst().orElse(null);
        if (firstProfile == null) {
            return bases;
        }
        for (RuntimeInfo runtime : runtimes) {
            String profile = RuntimeProfile.nameOf(runtime);
            if (profile == null || profile.equals(firstProfile)) {
                continue;
            }
            runtimes.stream()
                    .filter(r -> firstProfile.equals(RuntimeProfile.nameOf(r)) && sameRuntime(r, runtime))
                    .findFirst()
                    .ifPresent(base -> bases.put(runtime.id(), base));
        }
        return bases;
    }

    /**
     * Same column of bench.jdks: the ids share the runtime part before "-profile". The id, not
     * the Java version, decides, so an A/A pair (17 twice: "17", "17_2") stays two runtimes.
     */
    static boolean sameRuntime(RuntimeInfo a, RuntimeInfo b) {
        return runtimePart(a).equals(runtimePart(b));
    }

    static String runtimePart(RuntimeInfo runtime) {
        String profile = RuntimeProfile.nameOf(runtime);
        String suffix = profile == null ? "" : "-" + profile;
        return runtime.id().endsWith(suffix) ? runtime.id().substring(0, runtime.id().length() - suffix.length())
                : runtime.id();
    }
}
