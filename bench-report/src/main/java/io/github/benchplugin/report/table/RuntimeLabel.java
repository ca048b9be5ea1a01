package io.github.benchplugin.report.table;

import io.github.benchplugin.model.result.ColumnPairs;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.RuntimeProfile;
import io.github.benchplugin.model.result.Variant;

/**
 * How a column is named for people: its id, or with a profile the runtime and the profile
 * apart ("17 g1" for id "17-g1"), so the flag set reads as a second dimension, not as part of
 * a version number.
 */
public final class RuntimeLabel {

    private RuntimeLabel() {
    }

    /** "17", "17 g1", "17/2.18.2", "17 g1/2.18.2": the runtime part, the profile, the variant. */
    public static String of(RuntimeInfo runtime) {
        String profile = RuntimeProfile.nameOf(runtime);
        String variant = Variant.nameOf(runtime);
        if (profile == null && variant == null) {
            return runtime.id();
        }
        return ColumnPairs.runtimePart(runtime) + (profile == null ? "" : " " + profile)
                + (variant == null ? "" : "/" + variant);
    }
}
