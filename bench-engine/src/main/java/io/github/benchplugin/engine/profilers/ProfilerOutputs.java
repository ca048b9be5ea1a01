package io.github.benchplugin.engine.profilers;

import io.github.benchplugin.engine.plan.CellRequest;
import io.github.benchplugin.engine.plan.RowFolder;
import io.github.benchplugin.engine.config.ProfilerSpec;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Where bench.profilers' output of a cell goes: profiles/&lt;runtime id&gt;/&lt;row&gt;/ in the output
 * directory (round-N/ below it when the forks run in rounds). Profilers that take a {@code dir}
 * option (jfr, async) write into a staging folder of the cell, and their files are moved into the
 * row's folder named after the profiler ({@code jfr-profile.jfr}, {@code async-flame-cpu-forward.html}):
 * JMH itself would nest them in a folder per benchmark in the working directory. What a profiler
 * reports as text (stack, comp, perfasm ...) is taken from JMH's output into {@code <profiler>.txt}.
 * Under bench.duet a baseline side measured once more beside each further partner (bench.baseline's method,
 * the baseline column of more columns than CPU sets) writes those measurements' files into
 * {@code beside-<partner>/} below the row's folder, so that each partner's run does not replace the first's.
 */
public final class ProfilerOutputs {

    /** The root under the output directory; the contract's name. */
    public static final String DIRECTORY = "profiles";

    /** JMH 1.37's profilers that write files into their {@code dir} option. */
    private static final Set<String> DIR_OPTION = Set.of("jfr", "async");

    private final List<ProfilerSpec> profilers;
    private final Path outputDirectory;

    public ProfilerOutputs(List<ProfilerSpec> profilers, Path outputDirectory) {
        this.profilers = List.copyOf(profilers);
        this.outputDirectory = outputDirectory;
    }

    public static ProfilerOutputs none(Path outputDirectory) {
        return new ProfilerOutputs(List.of(), outputDirectory);
    }

    /** The {@code -prof} options of a cell; none for the harness floor, which is not a row of the table. */
    public List<String> arguments(CellRequest cell) {
        List<String> args = new ArrayList<>();
        if (cell.floor()) {
            return args;
        }
        for (ProfilerSpec p : profilers) {
            ProfilerSpec directed = DIR_OPTION.contains(p.name()) && !p.hasOption("dir")
                    ? p.withOption("dir", staging(cell).resolve(p.name()).toString()) : p;
            args.add("-prof");
            args.add(directed.jmhArgument());
        }
        return args;
    }

    /**
     * After a cell measured: moves what its profilers wrote into the row's folder and saves their
     * text results there.
     *
     * @return every file in the row's folder, relative to the output directory, in name order; empty
     *         without profilers
     */
    public List<String> collect(CellRequest cell) throws IOException {
        if (profilers.isEmpty() || cell.floor()) {
            return List.of();
        }
        Path target = rowDirectory(cell);
        if (cell.rounds() > 1) {
            target = target.resolve("round-" + cell.round());
        }
        if (cell.besideFolder() != null) {
            target = target.resolve(cell.besideFolder());
        }
        Files.createDirectories(target);
        List<String> textResults = Files.isRegularFile(cell.logFile())
                ? Files.readAllLines(cell.logFile(), StandardCharsets.UTF_8) : List.of();
        for (ProfilerSpec p : profilers) {
            boolean wroteFiles = moveFiles(staging(cell).resolve(p.name()), target, p.name());
            String text = ProfilerText.of(textResults, p.name());
            if (!wroteFiles && !text.isBlank()) {
                Files.writeString(target.resolve(p.name() + ".txt"), text, StandardCharsets.UTF_8);
            }
        }
        return list(rowDirectory(cell));
    }

    private Path rowDirectory(CellRequest cell) {
        return outputDirectory.resolve(DIRECTORY).resolve(cell.runtime().id()).resolve(RowFolder.of(cell.row()));
    }

    /** Next to the cell's JMH JSON in the work folder. */
    private static Path staging(CellRequest cell) {
        String json = cell.jsonFile().getFileName().toString();
        return cell.jsonFile().resolveSibling(json.substring(0, json.length() - ".json".length()) + "-profiles");
    }

    private static boolean moveFiles(Path from, Path to, String prefix) throws IOException {
        if (!Files.isDirectory(from)) {
            return false;
        }
        List<Path> files;
        try (Stream<Path> walk = Files.walk(from)) {
            files = walk.filter(Files::isRegularFile).toList();
        }
        for (Path file : files) {
            Files.move(file, to.resolve(prefix + "-" + file.getFileName()), StandardCopyOption.REPLACE_EXISTING);
        }
        return !files.isEmpty();
    }

    private List<String> list(Path rowDirectory) throws IOException {
        try (Stream<Path> walk = Files.walk(rowDirectory)) {
            return walk.filter(Files::isRegularFile).map(f -> outputDirectory.relativize(f).toString().replace('\\', '/'))
                    .sorted().toList();
        }
    }
}
