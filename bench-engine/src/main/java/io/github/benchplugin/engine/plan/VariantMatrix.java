package io.github.benchplugin.engine.plan;

import io.github.benchplugin.engine.catalog.CodeVariant;
import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.model.result.Variant;
import io.github.benchplugin.model.result.VariantJar;
import io.github.benchplugin.jdk.EngineJvm;
import io.github.benchplugin.engine.run.TargetRuntime;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;

/**
 * The run's columns with bench.variants: runtime (x profile) x variant, variant order inner
 * ({@code 17/1.0, 17/1.1, 25/1.0, 25/1.1}), so the first column is the baseline runtime on the
 * baseline variant. Each column records the jars its class path has that the first variant's has
 * not, with their SHA-256: what it really ran, whatever the files are called.
 */
public final class VariantMatrix {

    private VariantMatrix() {
    }

    /**
     * @param columns  the runtime (x profile) columns
     * @param variants the resolved variants; empty: the columns unchanged
     * @param jvm      what the door calls its own JVM, for the in-process refusal
     * @throws BadInputException when two variants would run the same class path (a comparison of a
     *                           thing with itself, or a property no dependency uses), or a column runs
     *                           in-process, where the engine's own class path would be measured instead
     */
    public static List<TargetRuntime> expand(List<TargetRuntime> columns, List<CodeVariant> variants, EngineJvm jvm) {
        if (variants.isEmpty()) {
            return columns;
        }
        refuseSameClasspath(variants);
        List<String> inProcess = columns.stream().filter(TargetRuntime::inProcess).map(TargetRuntime::id).toList();
        if (!inProcess.isEmpty()) {
            throw new BadInputException("bench.variants: runtime(s) " + inProcess + " would run inside " + jvm
                    + " (bench.inProcess), whose class path is the build's own, not a variant's; drop bench.inProcess"
                    + " to measure each variant in JVMs of its own");
        }
        List<Variant> recorded = recorded(variants);
        List<TargetRuntime> expanded = new ArrayList<>();
        for (TargetRuntime column : columns) {
            for (Variant variant : recorded) {
                expanded.add(column.withVariant(columnId(column.id(), variant.name()), variant));
            }
        }
        return expanded;
    }

    /** "17/2.18.2", "25-g1/2.18.2": the runtime (and profile) column's id, a slash, the variant's name. */
    public static String columnId(String columnId, String variant) {
        return columnId + "/" + variant;
    }

    private static void refuseSameClasspath(List<CodeVariant> variants) {
        for (int i = 0; i < variants.size(); i++) {
            for (int j = 0; j < i; j++) {
                if (variants.get(i).classpath().equals(variants.get(j).classpath())) {
                    throw new BadInputException("bench.variants: variant '" + variants.get(i).name() + "' ("
                            + variants.get(i).spec() + ") runs the same class path as '" + variants.get(j).name()
                            + "' (" + variants.get(j).spec() + "), so its column would compare a class path with"
                            + " itself; check that the POM uses the property in a dependency's version, and that the"
                            + " versions differ");
                }
            }
        }
    }

    private static List<Variant> recorded(List<CodeVariant> variants) {
        Set<Path> base = new HashSet<>(variants.get(0).classpath());
        List<Variant> recorded = new ArrayList<>();
        for (CodeVariant variant : variants) {
            List<VariantJar> jars = variant.classpath().stream().filter(p -> !base.contains(p))
                    .map(p -> new VariantJar(p.toString(), sha256(p))).toList();
            recorded.add(new Variant(variant.name(), variant.spec(), jars));
        }
        return recorded;
    }

    /** The jar's SHA-256; null for a directory (named, not hashed: its classes change with every build). */
    private static String sha256(Path file) {
        if (!Files.isRegularFile(file)) {
            return null;
        }
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + " to record its SHA-256", e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
