package io.github.benchplugin.engine.catalog;

import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.engine.config.VariantRequest;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The command line's variants ({@code --variant 2.18=lib/jackson-2.18:lib/x.jar}, repeated): without
 * a POM there is nothing to resolve, so a variant is the jars, directories of jars and class
 * directories the user names.
 * They go before the benchmarks' uber-jar on the class path: their classes are found first, so a
 * library shaded into the uber-jar is replaced by the variant's version.
 */
public final class VariantPaths {

    private static final String FORM = "--variant NAME=PATH[" + File.pathSeparator + "PATH...], given at least"
            + " twice (the first is the baseline)";

    private VariantPaths() {
    }

    /**
     * A directory holding jars (lib/jackson-2.18/, as a download or dependency:copy-dependencies leaves
     * them) stands for those jars, in name order; any other directory is a class directory.
     */
    private static List<Path> entries(Path path) {
        if (!Files.isDirectory(path)) {
            return List.of(path);
        }
        try (Stream<Path> files = Files.list(path)) {
            List<Path> jars = files.filter(f -> f.getFileName().toString().endsWith(".jar") && Files.isRegularFile(f))
                    .sorted().toList();
            return jars.isEmpty() ? List.of(path) : jars;
        } catch (IOException e) {
            throw new BadInputException("--variant: cannot list " + path + ": " + e.getMessage());
        }
    }

    /**
     * @param specs the option's values, in column order; empty for no variants
     * @param jar   the benchmarks' uber-jar, last on every variant's class path
     * @throws BadInputException naming the value and what is allowed
     */
    public static List<CodeVariant> parse(List<String> specs, Path jar) {
        if (specs.isEmpty()) {
            return List.of();
        }
        if (specs.size() < 2) {
            throw new BadInputException("--variant '" + specs.get(0) + "' is the only variant; " + FORM);
        }
        List<CodeVariant> variants = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (String spec : specs) {
            int equals = spec.indexOf('=');
            String name = equals < 0 ? "" : spec.substring(0, equals).trim();
            if (!VariantRequest.NAME.matcher(name).matches()) {
                throw new BadInputException("--variant '" + spec + "': '" + name + "' is not a variant name (letters,"
                        + " digits, '.', '_', '-' and '+'; it names the column and its files); " + FORM);
            }
            if (!names.add(name)) {
                throw new BadInputException("--variant '" + spec + "': the name " + name + " is given twice; " + FORM);
            }
            List<Path> classpath = new ArrayList<>();
            for (String part : spec.substring(equals + 1).split(File.pathSeparator, -1)) {
                Path path = Path.of(part.trim()).toAbsolutePath().normalize();
                if (part.isBlank() || !Files.exists(path)) {
                    throw new BadInputException("--variant '" + spec + "': " + (part.isBlank() ? "an empty path"
                            : "'" + part + "' does not exist") + "; " + FORM);
                }
                classpath.addAll(entries(path));
            }
            classpath.add(jar.toAbsolutePath().normalize());
            variants.add(new CodeVariant(name, spec.substring(equals + 1), classpath));
        }
        return variants;
    }
}
