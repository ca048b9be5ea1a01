package io.github.benchplugin.model.result;

import java.util.List;

/**
 * A version of the project's dependencies a column ran with (bench.variants): the third column
 * dimension beside the JDK and the profile. The benchmarks are compiled once, against the
 * project's own versions, and linked against each variant's class path when its JVMs start.
 *
 * @param name the variant's name as its column id ends ({@code 17/2.18.2}): the version, or the
 *             name given on the command line
 * @param spec what the user asked for, as given: {@code jackson.version=2.18.2} (a POM property),
 *             {@code com.example:lib:1.5.0} (coordinates, {@code +} between artifacts that move
 *             together) or the paths of {@code --variant name=path:path}
 * @param jars every jar of this variant's class path that is not on the first variant's, with its
 *             SHA-256: what the column really ran (empty for the first variant)
 */
public record Variant(String name, String spec, List<VariantJar> jars) {

    public Variant {
        jars = jars == null ? List.of() : List.copyOf(jars);
    }

    /** Variant name of a column, null when the run had no variants: columns group by it. */
    public static String nameOf(RuntimeInfo runtime) {
        return runtime.variant() == null ? null : runtime.variant().name();
    }
}
