package io.github.benchplugin.engine.catalog;

import java.nio.file.Path;
import java.util.List;

/**
 * One bench.variants entry as a door resolved it: the class path the benchmarks, compiled once
 * against the project's own versions, are linked against in this variant's JVMs.
 *
 * @param name      the column id's last part ({@code 2.18.2}, or the name given to the CLI)
 * @param spec      what the user asked for ({@code jackson.version=2.18.2}, {@code g:a:1.5.0}, the paths)
 * @param classpath everything the measured JVMs need, the project's classes included, in class path order
 */
public record CodeVariant(String name, String spec, List<Path> classpath) {

    public CodeVariant {
        classpath = List.copyOf(classpath);
    }
}
