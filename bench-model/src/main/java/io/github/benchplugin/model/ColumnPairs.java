package io.github.benchplugin.model;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Which column each column is compared with: the one definition the comparisons, the tables and
 * the HTML report share. Runtimes are compared within a profile (the first column of the same
 * profile is the base; without profiles, the runtime the result marks as baseline). Profiles are
 * compared within a runtime (the column of the same bench.jdks entry under the first profile). A
 * column is never its own base, so the bases themselves have none.
 */
public final class ColumnPairs {

    private final Map<String, RuntimeInfo> runtimeBases;
    private final Map<String, RuntimeInfo> profileBases;

    private ColumnPairs(Map<String, RuntimeInfo> runtimeBases, Map<String, RuntimeInfo> profileBases) {
        this.runtimeBases = runtimeBases;
        this.profileBases = profileBases;
    }

    public static ColumnPairs of(List<RuntimeInfo> columns) {
        return new ColumnPairs(runtimeBases(columns), profileBases(columns));
    }

    /** column id -> the column its runtime ratio is taken against; the bases are absent. */
    public Map<String, RuntimeInfo> runtimeBases() {
        return runtimeBases;
    }

    /** column id -> the column of the same runtime under the first profile; empty without profiles. */
    public Map<String, RuntimeInfo> profileBases() {
        return profileBases;
    }

    /** The column {@code column}'s runtime ratio is taken against, or {@code column} itself when it is a base. */
    public RuntimeInfo runtimeBaseOrSelf(RuntimeInfo column) {
        return runtimeBases.getOrDefault(column.id(), column);
    }

    public Optional<RuntimeInfo> profileBase(RuntimeInfo column) {
        return Optional.ofNullable(profileBases.get(column.id()));
    }

    /**
     * Same column of bench.jdks: the ids share the runtime part before "-profile". The id, not
     * the Java version, decides, so an A/A pair (17 twice: "17", "17_2") stays two runtimes.
     */
    public static boolean sameRuntime(RuntimeInfo a, RuntimeInfo b) {
        return runtimePart(a).equals(runtimePart(b));
    }

    /** "17_2" for the column "17_2-g1". */
    public static String runtimePart(RuntimeInfo column) {
        String profile = RuntimeProfile.nameOf(column);
        String suffix = profile == null ? "" : "-" + profile;
        return column.id().endsWith(suffix) ? column.id().substring(0, column.id().length() - suffix.length())
                : column.id();
    }

    private static Map<String, RuntimeInfo> runtimeBases(List<RuntimeInfo> columns) {
        Map<String, RuntimeInfo> bases = new LinkedHashMap<>();
        RuntimeInfo marked = columns.stream().filter(RuntimeInfo::baseline).findFirst().orElse(null);
        for (RuntimeInfo column : columns) {
            String profile = RuntimeProfile.nameOf(column);
            RuntimeInfo base = profile == null && marked != null ? marked
                    : columns.stream().filter(c -> Objects.equals(RuntimeProfile.nameOf(c), profile)).findFirst()
                            .orElseThrow();
            if (!base.id().equals(column.id())) {
                bases.put(column.id(), base);
            }
        }
        return Map.copyOf(bases);
    }

    private static Map<String, RuntimeInfo> profileBases(List<RuntimeInfo> columns) {
        Map<String, RuntimeInfo> bases = new LinkedHashMap<>();
        String firstProfile = columns.stream().map(RuntimeProfile::nameOf).filter(Objects::nonNull)
                .findFirst().orElse(null);
        if (firstProfile == null) {
            return Map.of();
        }
        for (RuntimeInfo column : columns) {
            String profile = RuntimeProfile.nameOf(column);
            if (profile != null && !profile.equals(firstProfile)) {
                columns.stream()
                        .filter(c -> firstProfile.equals(RuntimeProfile.nameOf(c)) && sameRuntime(c, column))
                        .findFirst()
                        .ifPresent(base -> bases.put(column.id(), base));
            }
        }
        return Map.copyOf(bases);
    }
}
