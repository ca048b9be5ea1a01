package io.github.benchplugin.model.io;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.DoubleList;
import io.github.benchplugin.model.result.Metric;
import io.github.benchplugin.model.result.PairList;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RowKey;
import io.github.benchplugin.model.result.Warmup;
import io.github.benchplugin.model.result.WarmupFork;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;

/**
 * {@code results.raw.json.gz}: the raw data of a results.json of schemaVersion 4, beside it. Every
 * cell's samples by fork, its secondary metrics' per-iteration values by fork and its warm-up
 * timeline (every iteration of every fork) are 80-95% of a cell's bytes, and only the statistics
 * and the charts read them: results.json keeps every figure a person or a script reads (scores,
 * intervals, metric scores, each fork's warm-up class and time to steady state), the side file the
 * numbers behind them, gzip-compressed (docs/results-json.md, "The raw data file").
 *
 * <p>Layout (JSON, then gzip): {@code {"schemaVersion": 4, "rows": [{"benchmark", "mode", "params",
 * "cells": {"<column id>": {"score", "forkSamples": [[...]], "metrics": {"<name>": [[...]]},
 * "warmup": [[[seconds, score], ...], ...]}}}]}}. A cell's {@code score} repeats results.json's:
 * a side file is joined to the cells whose row, column and score it matches, so that one from
 * another run is never mixed in. The flat {@code samples} of a cell are its forkSamples in fork order.
 */
public final class RawDataFile {

    /** Appended to the results file's name without ".json": results.json -> results.raw.json.gz. */
    public static final String SUFFIX = ".raw.json.gz";
    /** The most a side file may hold once uncompressed: 40,000 cells of 100 KB, with room. */
    public static final long MAX_UNCOMPRESSED_BYTES = 8L * 1024 * 1024 * 1024;

    private final JsonFactory json = LimitedJson.mapper().getFactory();

    /** The side file of a results file: results.json -> results.raw.json.gz, in the same folder. */
    public static Path beside(Path resultsFile) {
        String name = resultsFile.getFileName().toString();
        String base = name.endsWith(".json") ? name.substring(0, name.length() - ".json".length()) : name;
        return resultsFile.resolveSibling(base + SUFFIX);
    }

    /** Writes the raw data of every cell, streamed: nothing is built in memory but one cell's compressed text. */
    public void write(BenchResult result, OutputStream target) throws IOException {
        write(result, target, null);
    }

    /**
     * Like {@link #write(BenchResult, OutputStream)}, copying each cell whose raw data is still what was read
     * from one of {@code sources}' files as it lies there, compressed, rather than formatting it again.
     *
     * <p>Each cell's raw data is a gzip member of its own (any gzip reader reads the members as one text, the
     * same text as one member would hold), so that a merge can copy it; the JSON between two cells is a small
     * member of its own. Fastest deflate level: 13% larger than the default level here, four times faster to
     * write; bench:run rewrites the file after every cell.
     */
    public void write(BenchResult result, OutputStream target, RawSources sources) throws IOException {
        try (GzipMembersOutput members = new GzipMembersOutput(target, Deflater.BEST_SPEED);
             RawSources.Copies copies = sources == null ? null : sources.new Copies();
             JsonGenerator out = json.createGenerator(new NonClosing(members), JsonEncoding.UTF8)) {
            out.writeStartObject();
            out.writeNumberField("schemaVersion", BenchResult.SCHEMA_VERSION);
            out.writeArrayFieldStart("rows");
            for (Row row : result.rows()) {
                writeRow(out, members, row, sources, copies);
            }
            out.writeEndArray();
            out.writeEndObject();
            out.flush();
        }
    }

    private void writeRow(JsonGenerator out, GzipMembersOutput members, Row row, RawSources sources,
                          RawSources.Copies copies) throws IOException {
        out.writeStartObject();
        out.writeStringField("benchmark", row.benchmark());
        out.writeStringField("mode", row.mode());
        out.writeObjectFieldStart("params");
        for (Map.Entry<String, String> param : row.params().entrySet()) {
            out.writeStringField(param.getKey(), param.getValue());
        }
        out.writeEndObject();
        out.writeObjectFieldStart("cells");
        for (Map.Entry<String, Cell> entry : row.cells().entrySet()) {
            Cell cell = entry.getValue();
            out.writeFieldName(entry.getKey());
            out.writeRawValue(""); // the ':' after the name: the cell's text that follows is a member of its own
            out.flush();
            members.endMember();
            RawSources.Source source = sources == null ? null : sources.of(cell);
            FileChannel from = source == null ? null : copies.channel(source);
            boolean copied = from != null && members.copyMember(from, source.offset(), source.length());
            if (!copied) {
                try (JsonGenerator body = json.createGenerator(new NonClosing(members), JsonEncoding.UTF8)) {
                    writeCell(body, cell);
                }
                members.endMember();
            }
            if (sources != null) {
                sources.counted(copied);
            }
        }
        out.writeEndObject();
        out.writeEndObject();
    }

    private static void writeCell(JsonGenerator out, Cell cell) throws IOException {
        out.writeStartObject();
        writeNumber(out, "score", cell.score());
        out.writeFieldName("forkSamples");
        writeLists(out, cell.forkSamples());
        if (!samplesAreForks(cell)) {
            // Only a file edited by hand has samples that are not its forks' (a fork removed):
            // kept as they were, so that what was read is what is written.
            out.writeFieldName("samples");
            writeLists(out, List.of(cell.samples()));
        }
        if (!cell.metrics().isEmpty()) {
            out.writeObjectFieldStart("metrics");
            for (Map.Entry<String, Metric> metric : cell.metrics().entrySet()) {
                out.writeFieldName(metric.getKey());
                writeLists(out, metric.getValue().rawData());
            }
            out.writeEndObject();
        }
        if (cell.warmup() != null) {
            out.writeArrayFieldStart("warmup");
            for (WarmupFork fork : cell.warmup().forks()) {
                writeLists(out, fork.iterations());
            }
            out.writeEndArray();
        }
        out.writeEndObject();
    }

    /** Whether a cell's samples are its forks' samples in fork order (compared without a flat copy). */
    private static boolean samplesAreForks(Cell cell) {
        return samplesAreForks(cell.samples(), cell.forkSamples());
    }

    static boolean samplesAreForks(List<Double> samples, List<List<Double>> forkSamples) {
        if (samples instanceof DoubleList flat && forkSamples.stream().allMatch(DoubleList.class::isInstance)) {
            return flat.equals(DoubleList.concat(forkSamples));
        }
        int i = 0;
        for (List<Double> fork : forkSamples) {
            if (i + fork.size() > samples.size() || !samples.subList(i, i + fork.size()).equals(fork)) {
                return false;
            }
            i += fork.size();
        }
        return i == samples.size();
    }

    /** The forks' samples one after the other; a DoubleList (no boxes) unless a damaged file has a null. */
    private static List<Double> flat(List<List<Double>> forks) {
        List<Double> all = DoubleList.concat(forks);
        return all != null ? all : forks.stream().flatMap(List::stream).toList();
    }

    private static void writeNumber(JsonGenerator out, String name, Double value) throws IOException {
        out.writeFieldName(name);
        if (value == null) {
            out.writeNull();
        } else {
            out.writeNumber(value);
        }
    }

    private static void writeLists(JsonGenerator out, List<List<Double>> lists) throws IOException {
        out.writeStartArray();
        for (List<Double> list : lists) {
            out.writeStartArray();
            if (list instanceof DoubleList values) {
                for (int i = 0; i < values.size(); i++) {
                    writeValue(out, values.getDouble(i));
                }
                out.writeEndArray();
                continue;
            }
            for (Double value : list) {
                if (value == null) {
                    out.writeNull();
                } else {
                    out.writeNumber(value);
                }
            }
            out.writeEndArray();
        }
        out.writeEndArray();
    }

    /**
     * The result with every cell's missing raw data filled in from its side file, when there is one
     * that matches. What cannot be filled in is said through {@code notes}, once per file: the result
     * is still usable for everything but the verdicts and charts that need the raw data.
     */
    public BenchResult join(BenchResult result, Path resultsFile, Consumer<String> notes) {
        return join(result, resultsFile, notes, null);
    }

    /**
     * Like {@link #join(BenchResult, Path, Consumer)}, recording in {@code sources} (when not null) where each
     * filled cell's raw data lies in the side file, for a writer to copy it from there.
     */
    public BenchResult join(BenchResult result, Path resultsFile, Consumer<String> notes, RawSources sources) {
        Path side = beside(resultsFile);
        long lacking = result.rows().stream().flatMap(r -> r.cells().values().stream()).filter(RawDataFile::lacksRawData).count();
        if (lacking == 0 && !Files.isRegularFile(side)) {
            return result; // everything inline (written as one JSON text), or nothing measured
        }
        Map<RowKey, Map<String, RawCell>> raw;
        Map<Long, GzipMembersInput.Member> members = new HashMap<>();
        RawSources.SideFile sideFile;
        try {
            sideFile = RawSources.SideFile.of(side);
            raw = read(side, members);
        } catch (NoSuchFileException e) {
            notes.accept(missing(resultsFile, side, lacking, "is not beside it"));
            return result;
        } catch (IOException | RuntimeException e) {
            if (lacking > 0) {
                notes.accept(missing(resultsFile, side, lacking, "cannot be read (" + MessageText.detail(e.getMessage()) + ")"));
            }
            return result;
        }
        long unmatched = 0;
        List<Row> rows = new ArrayList<>(result.rows().size());
        for (Row row : result.rows()) {
            Map<String, RawCell> rawCells = raw.getOrDefault(row.key(), Map.of());
            Map<String, Cell> cells = new LinkedHashMap<>();
            boolean changed = false;
            for (Map.Entry<String, Cell> entry : row.cells().entrySet()) {
                Cell cell = entry.getValue();
                RawCell rawCell = rawCells.get(entry.getKey());
                if (cell.samples().isEmpty() && cell.forkSamples().isEmpty()) {
                    if (rawCell != null && Objects.equals(rawCell.score(), cell.score())) {
                        cell = rawCell.fill(cell);
                        changed = true;
                        GzipMembersInput.Member member = members.get(rawCell.textStart());
                        if (sources != null && member != null
                                && member.textOffset() + member.textLength() == rawCell.textEnd()) {
                            sources.add(rawCell, sideFile, member); // the cell's text is a whole member
                        }
                    } else if (lacksRawData(cell)) {
                        unmatched++;
                    }
                }
                cells.put(entry.getKey(), cell);
            }
            rows.add(changed ? withCells(row, cells) : row);
        }
        if (unmatched > 0) {
            notes.accept(missing(resultsFile, side, unmatched, "does not match them (written by another run?)"));
        }
        return result.withRows(rows);
    }

    private static String missing(Path resultsFile, Path side, long cells, String why) {
        return "raw data file " + side + " " + why + ": the samples, per-fork metric values and warm-up timelines of "
                + cells + " cell(s) of " + resultsFile + " are missing, so verdicts that need them read unknown and "
                + "their charts are empty; keep " + side.getFileName() + " beside " + resultsFile.getFileName()
                + " when copying results";
    }

    /** A measured cell whose results.json left its samples to the side file. */
    private static boolean lacksRawData(Cell cell) {
        return cell.score() != null && cell.forkSamples().isEmpty() && cell.samples().isEmpty();
    }

    private static Row withCells(Row row, Map<String, Cell> cells) {
        return new Row(row.benchmark(), row.mode(), row.params(), row.unit(), cells, row.comparisons(),
                row.baselineRatio(), row.previous(), row.profileComparisons(), row.variantComparisons(),
                row.opsPerInvocation());
    }

    /** Reads a side file whole, token by token (a tree of it would hold every number as a node). */
    Map<RowKey, Map<String, RawCell>> read(Path side) throws IOException {
        return read(side, new HashMap<>());
    }

    /** The same, putting into {@code members} each gzip member of the file by where its text starts. */
    private Map<RowKey, Map<String, RawCell>> read(Path side, Map<Long, GzipMembersInput.Member> members)
            throws IOException {
        Map<RowKey, Map<String, RawCell>> rows = new HashMap<>();
        GzipMembersInput gzip = new GzipMembersInput(Files.newInputStream(side));
        try (InputStream in = new BoundedInputStream(gzip, MAX_UNCOMPRESSED_BYTES);
             JsonParser parser = json.createParser(in)) {
            expect(parser.nextToken(), JsonToken.START_OBJECT);
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String field = parser.currentName();
                JsonToken value = parser.nextToken();
                if (field.equals("rows") && value == JsonToken.START_ARRAY) {
                    while (parser.nextToken() == JsonToken.START_OBJECT) {
                        readRow(parser, rows);
                    }
                } else {
                    parser.skipChildren();
                }
            }
            in.transferTo(java.io.OutputStream.nullOutputStream()); // to the last member's end, so that every member is known
        }
        for (GzipMembersInput.Member member : gzip.members()) {
            members.put(member.textOffset(), member);
        }
        return rows;
    }

    private static void readRow(JsonParser parser, Map<RowKey, Map<String, RawCell>> rows) throws IOException {
        String benchmark = null;
        String mode = null;
        Map<String, String> params = new TreeMap<>();
        Map<String, RawCell> cells = new HashMap<>();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String field = parser.currentName();
            JsonToken value = parser.nextToken();
            switch (field) {
                case "benchmark" -> benchmark = parser.getValueAsString();
                case "mode" -> mode = parser.getValueAsString();
                case "params" -> {
                    expect(value, JsonToken.START_OBJECT);
                    while (parser.nextToken() == JsonToken.FIELD_NAME) {
                        String name = parser.currentName();
                        parser.nextToken();
                        params.put(name, parser.getValueAsString());
                    }
                }
                case "cells" -> {
                    expect(value, JsonToken.START_OBJECT);
                    while (parser.nextToken() == JsonToken.FIELD_NAME) {
                        String id = parser.currentName();
                        expect(parser.nextToken(), JsonToken.START_OBJECT);
                        long start = parser.currentTokenLocation().getByteOffset();
                        cells.put(id, readCell(parser, start));
                    }
                }
                default -> parser.skipChildren();
            }
        }
        rows.put(new RowKey(benchmark, mode, params), cells);
    }

    /** A cell's raw data, the parser on its start, which is at {@code start} of the uncompressed text. */
    private static RawCell readCell(JsonParser parser, long start) throws IOException {
        Double score = null;
        List<List<Double>> forkSamples = List.of();
        List<Double> samples = null;
        Map<String, List<List<Double>>> metrics = new HashMap<>();
        List<List<List<Double>>> warmup = new ArrayList<>();
        boolean hasWarmup = false;
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String field = parser.currentName();
            JsonToken value = parser.nextToken();
            switch (field) {
                case "score" -> score = value == JsonToken.VALUE_NULL ? null : parser.getDoubleValue();
                case "forkSamples" -> forkSamples = readLists(parser);
                case "samples" -> samples = readLists(parser).stream().findFirst().orElse(List.of());
                case "metrics" -> {
                    expect(value, JsonToken.START_OBJECT);
                    while (parser.nextToken() == JsonToken.FIELD_NAME) {
                        String name = parser.currentName();
                        parser.nextToken();
                        metrics.put(name, readLists(parser));
                    }
                }
                case "warmup" -> {
                    expect(value, JsonToken.START_ARRAY);
                    hasWarmup = true;
                    while (parser.nextToken() == JsonToken.START_ARRAY) {
                        warmup.add(readListsInside(parser, true));
                    }
                }
                default -> parser.skipChildren();
            }
        }
        long end = parser.currentTokenLocation().getByteOffset() + 1; // past the cell's closing brace
        if (samples == null) {
            // The forks as stretches of one array: the cell's flat samples are then that array, not a copy of it.
            List<List<Double>> packed = DoubleList.packed(forkSamples);
            forkSamples = packed != null ? packed : forkSamples;
        }
        return new RawCell(score, samples, forkSamples, metrics, hasWarmup, warmup, start, end);
    }

    /**
     * Most raw values are exactly 0 (63% of a default-preset cell's: collections, lock contentions and
     * pool tasks of code that has none): written as the text Jackson writes for +0.0 without formatting
     * it, and read back without parsing it. -0.0 is a value of its own and takes the general path.
     */
    private static void writeValue(JsonGenerator out, double value) throws IOException {
        if (Double.doubleToRawLongBits(value) == 0L) {
            out.writeNumber(ZERO_TEXT);
        } else {
            out.writeNumber(value);
        }
    }

    private static final String ZERO_TEXT = "0.0";

    private static double readValue(JsonParser parser) throws IOException {
        if (parser.getTextLength() == 3) {
            char[] text = parser.getTextCharacters();
            int at = parser.getTextOffset();
            if (text[at] == '0' && text[at + 1] == '.' && text[at + 2] == '0') {
                return 0.0;
            }
        }
        return parser.getValueAsDouble(); // "NaN" and friends as JMH writes them
    }

    /** An array of arrays of numbers, the parser on its start. */
    private static List<List<Double>> readLists(JsonParser parser) throws IOException {
        expect(parser.currentToken(), JsonToken.START_ARRAY);
        return readListsInside(parser);
    }

    private static List<List<Double>> readListsInside(JsonParser parser) throws IOException {
        return readListsInside(parser, false);
    }

    /**
     * @param pairs whether the lists are pairs (warm-up points): while each is two finite numbers they are
     *              packed into one {@link PairList} rather than held as a list each
     */
    private static List<List<Double>> readListsInside(JsonParser parser, boolean pairs) throws IOException {
        List<List<Double>> lists = pairs ? null : new ArrayList<>();
        double[] packed = pairs ? new double[64] : null;
        int packedSize = 0;
        double[] buffer = new double[16];
        while (parser.nextToken() == JsonToken.START_ARRAY) {
            int size = 0;
            List<Double> withNulls = null; // only a damaged file has a null: kept boxed, for the validator to name
            JsonToken token;
            while ((token = parser.nextToken()) != JsonToken.END_ARRAY) {
                if (token == JsonToken.VALUE_NULL) {
                    if (withNulls == null) {
                        withNulls = new ArrayList<>(DoubleList.wrap(java.util.Arrays.copyOf(buffer, size)));
                    }
                    withNulls.add(null);
                } else if (token == JsonToken.VALUE_NUMBER_FLOAT || token == JsonToken.VALUE_NUMBER_INT
                        || token == JsonToken.VALUE_STRING) {
                    double value = readValue(parser);
                    if (withNulls != null) {
                        withNulls.add(value);
                    } else {
                        if (size == buffer.length) {
                            buffer = java.util.Arrays.copyOf(buffer, size * 2);
                        }
                        buffer[size++] = value;
                    }
                } else {
                    throw new IOException("expected a number, found " + token);
                }
            }
            if (lists == null) {
                if (withNulls == null && size == 2 && Double.isFinite(buffer[0]) && Double.isFinite(buffer[1])) {
                    if (packedSize + 2 > packed.length) {
                        packed = java.util.Arrays.copyOf(packed, packed.length * 2);
                    }
                    packed[packedSize++] = buffer[0];
                    packed[packedSize++] = buffer[1];
                    continue;
                }
                // not a point (a damaged file): every list kept as read, for the model to drop what is no point
                lists = new ArrayList<>(PairList.wrap(java.util.Arrays.copyOf(packed, packedSize)));
            }
            lists.add(withNulls != null ? withNulls : allPositiveZero(buffer, size) ? DoubleList.zeros(size)
                    : DoubleList.wrap(java.util.Arrays.copyOf(buffer, size)));
        }
        expect(parser.currentToken(), JsonToken.END_ARRAY);
        return lists != null ? lists : PairList.wrap(java.util.Arrays.copyOf(packed, packedSize));
    }

    private static boolean allPositiveZero(double[] values, int size) {
        for (int i = 0; i < size; i++) {
            if (Double.doubleToRawLongBits(values[i]) != 0L) {
                return false;
            }
        }
        return true;
    }

    private static void expect(JsonToken found, JsonToken wanted) throws IOException {
        if (found != wanted) {
            throw new IOException("expected " + wanted + ", found " + found + " (damaged or not a raw data file)");
        }
    }

    /**
     * One cell's raw data as the side file holds it, and where its text lies in the file uncompressed.
     *
     * @param samples   the flat samples when the file has them apart (edited by hand); null: the forks' in order
     * @param hasWarmup whether the file has a warm-up entry for the cell (it may have no forks)
     */
    record RawCell(Double score, List<Double> samples, List<List<Double>> forkSamples, Map<String, List<List<Double>>> metrics,
                   boolean hasWarmup, List<List<List<Double>>> warmup, long textStart, long textEnd) {

        /**
         * Whether the raw data file's writer writes exactly this cell's text for {@code cell}: the same score,
         * samples, metrics (by name) and warm-up forks, so that the text read can be copied in its place.
         */
        boolean writesAs(Cell cell) {
            if (!Objects.equals(score, cell.score()) || !forkSamples.equals(cell.forkSamples())
                    || !(samples == null ? samplesAreForks(cell.samples(), forkSamples) : samples.equals(cell.samples()))
                    || metrics.size() != cell.metrics().size() || hasWarmup != (cell.warmup() != null)) {
                return false;
            }
            for (Map.Entry<String, Metric> metric : cell.metrics().entrySet()) {
                List<List<Double>> values = metrics.get(metric.getKey());
                if (values == null || !values.equals(metric.getValue().rawData())) {
                    return false;
                }
            }
            if (cell.warmup() != null) {
                List<WarmupFork> forks = cell.warmup().forks();
                if (forks.size() != warmup.size()) {
                    return false;
                }
                for (int f = 0; f < forks.size(); f++) {
                    if (!forks.get(f).iterations().equals(warmup.get(f))) {
                        return false;
                    }
                }
            }
            return true;
        }

        /** The cell with what it lacks taken from here; what it already has is kept. */
        Cell fill(Cell cell) {
            List<List<Double>> forks = cell.forkSamples().isEmpty() ? forkSamples : cell.forkSamples();
            List<Double> allSamples = !cell.samples().isEmpty() ? cell.samples() : samples != null ? samples : flat(forkSamples);
            Map<String, Metric> filled = new TreeMap<>();
            for (Map.Entry<String, Metric> entry : cell.metrics().entrySet()) {
                Metric metric = entry.getValue();
                List<List<Double>> rawData = metrics.get(entry.getKey());
                filled.put(entry.getKey(), metric.rawData().isEmpty() && rawData != null
                        ? new Metric(metric.unit(), metric.score(), metric.error(), rawData) : metric);
            }
            Warmup warmupFilled = cell.warmup();
            if (warmupFilled != null && !warmup.isEmpty()) {
                List<WarmupFork> forksFilled = new ArrayList<>();
                for (int f = 0; f < warmupFilled.forks().size(); f++) {
                    WarmupFork fork = warmupFilled.forks().get(f);
                    forksFilled.add(fork.iterations().isEmpty() && f < warmup.size()
                            ? new WarmupFork(fork.kind(), fork.steadyAtSeconds(), fork.steadyFrom(), fork.startSeconds(),
                            fork.warmupIterations(), warmup.get(f), fork.probe(), fork.stoppedAtSeconds(), fork.stopReason(),
                            fork.settled())
                            : fork);
                }
                warmupFilled = new Warmup(warmupFilled.steadyAtSeconds(), warmupFilled.steadyAtMinSeconds(),
                        warmupFilled.steadyAtMaxSeconds(), forksFilled, warmupFilled.steadyPartOnly(),
                        warmupFilled.probeOnsetSeconds());
            }
            return new Cell(cell.status(), cell.score(), cell.error(), cell.ciLow(), cell.ciHigh(), allSamples, forks,
                    cell.allocBytesPerOp(), cell.message(), cell.allocForks(), cell.threads(), cell.profilerFiles(),
                    filled, warmupFilled, cell.duet(), cell.duetForks());
        }
    }

    /** Lets the gzip trailer be written without closing the atomic writer's stream (it closes it). */
    private static final class NonClosing extends java.io.FilterOutputStream {
        NonClosing(OutputStream out) {
            super(out);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
        }

        @Override
        public void close() throws IOException {
            flush();
        }
    }
}
