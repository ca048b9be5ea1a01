package io.github.benchplugin.model.result;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiPredicate;
import java.util.function.Function;

/**
 * Which column each column is compared with: the one definition the comparisons, the tables and
 * the HTML report share. A column has up to three coordinates: its bench.jdks entry, its profile
 * (bench.profiles) and its variant (bench.variants). A comparison changes one coordinate and
 * holds the others, since a ratio across two changes would mix two questions:
 * <ul>
 *   <li>runtimes, within a profile and a variant: the first column of the same profile and variant
 *       is the base (without profiles, the column of the runtime the result marks as baseline);</li>
 *   <li>profiles, within a runtime and a variant: the same bench.jdks entry under the first profile;</li>
 *   <li>variants, within a runtime and a profile: the same column on the first variant.</li>
 * </ul>
 * A column is never its own base, so the bases themselves have none.
 */
public final class ColumnPairs {

    private final Map<String, RuntimeInfo> runtimeBases;
    private final Map<String, RuntimeInfo> profileBases;
    private final Map<String, RuntimeInfo> variantBases;

    private ColumnPairs(Map<String, RuntimeInfo> runtimeBases, Map<String, RuntimeInfo> profileBases,
                        Map<String, RuntimeInfo> variantBases) {
        this.runtimeBases = runtimeBases;
        this.profileBases = profileBases;
        this.variantBases = variantBases;
    }

    public static ColumnPairs of(List<RuntimeInfo> columns) {
        return new ColumnPairs(runtimeBases(columns), profileBases(columns), variantBases(columns));
    }

    /** column id -> the column its runtime ratio is taken against; the bases are absent. */
    public Map<String, RuntimeInfo> runtimeBases() {
        return runtimeBases;
    }

    /** column id -> the column of the same runtime under the first profile; empty without profiles. */
    public Map<String, RuntimeInfo> profileBases() {
        return profileBases;
    }

    /** column id -> the column of the same runtime and profile on the first variant; empty without variants. */
    public Map<String, RuntimeInfo> variantBases() {
        return variantBases;
    }

    /** The column {@code column}'s runtime ratio is taken against, or {@code column} itself when it is a base. */
    public RuntimeInfo runtimeBaseOrSelf(RuntimeInfo column) {
        return runtimeBases.getOrDefault(column.id(), column);
    }

    public Optional<RuntimeInfo> profileBase(RuntimeInfo column) {
        return Optional.ofNullable(profileBases.get(column.id()));
    }

    /**
     * Same column of bench.jdks: the ids share the runtime part before "-profile" and "/variant".
     * The id, not the Java version, decides, so an A/A pair (17 twice: "17", "17_2") stays two runtimes.
     */
    public static boolean sameRuntime(RuntimeInfo a, RuntimeInfo b) {
        return runtimePart(a).equals(runtimePart(b));
    }

    /** "17_2" for the column "17_2-g1/2.18.2" (ids are runtime, then "-profile", then "/variant"). */
    public static String runtimePart(RuntimeInfo column) {
        String id = withoutSuffix(column.id(), Variant.nameOf(column) == null ? "" : "/" + Variant.nameOf(column));
        String profile = RuntimeProfile.nameOf(column);
        return withoutSuffix(id, profile == null ? "" : "-" + profile);
    }

    private static String withoutSuffix(String id, String suffix) {
        return id.endsWith(suffix) ? id.substring(0, id.length() - suffix.length()) : id;
    }

    private static boolean sameProfile(RuntimeInfo a, RuntimeInfo b) {
        return Objects.equals(RuntimeProfile.nameOf(a), RuntimeProfile.nameOf(b));
    }

    private static boolean sameVariant(RuntimeInfo a, RuntimeInfo b) {
        return Objects.equals(Variant.nameOf(a), Variant.nameOf(b));
    }

    private static Map<String, RuntimeInfo> runtimeBases(List<RuntimeInfo> columns) {
        Map<String, RuntimeInfo> bases = new LinkedHashMap<>();
        RuntimeInfo marked = columns.stream().filter(RuntimeInfo::baseline).findFirst().orElse(null);
        for (RuntimeInfo column : columns) {
            List<RuntimeInfo> group = columns.stream().filter(c -> sameProfile(c, column) && sameVariant(c, column))
                    .toList();
            // Without profiles the marked runtime (bench.baselineRuntime of a merge) is the base, on each variant.
            RuntimeInfo base = RuntimeProfile.nameOf(column) == null && marked != null
                    ? group.stream().filter(c -> sameRuntime(c, marked)).findFirst().orElse(group.get(0))
                    : group.get(0);
            if (!base.id().equals(column.id())) {
                bases.put(column.id(), base);
            }
        }
        return Map.copyOf(bases);
    }

    private static Map<String, RuntimeInfo> profileBases(List<RuntimeInfo> columns) {
        String firstProfile = columns.stream().map(RuntimeProfile::nameOf).filter(Objects::nonNull)
                .findFirst().orElse(null);
        if (firstProfile == null) {
            return Map.of();
        }
        return basesOnFirst(columns, RuntimeProfile::nameOf, firstProfile,
                (c, column) -> sameRuntime(c, column) && sameVariant(c, column));
    }

    private static Map<String, RuntimeInfo> variantBases(List<RuntimeInfo> columns) {
        String firstVariant = columns.stream().map(Variant::nameOf).filter(Objects::nonNull).findFirst().orElse(null);
        if (firstVariant == null) {
            return Map.of();
        }
        return basesOnFirst(columns, Variant::nameOf, firstVariant,
                (c, column) -> sameRuntime(c, column) && sameProfile(c, column));
    }

    /**
     * Each column whose coordinate is not {@code first} -> the column that has {@code first} there
     * and agrees with it on the other coordinates.
     */
    private static Map<String, RuntimeInfo> basesOnFirst(List<RuntimeInfo> columns,
                                                         Function<RuntimeInfo, String> coordinate,
                                                         String first,
                                                         BiPredicate<RuntimeInfo, RuntimeInfo> rest) {
        Map<String, RuntimeInfo> bases = new LinkedHashMap<>();
        for (RuntimeInfo column : columns) {
            String value = coordinate.apply(column);
            if (value != null && !value.equals(first)) {
                columns.stream()
                        .filter(c -> first.equals(coordinate.apply(c)) && rest.test(c, column))
                        .findFirst()
                        .ifPresent(base -> bases.put(column.id(), base));
            }
        }
        return Map.copyOf(bases);
    }
}
