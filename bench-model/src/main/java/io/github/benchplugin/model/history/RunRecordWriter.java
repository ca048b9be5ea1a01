package io.github.benchplugin.model.history;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.github.benchplugin.model.io.LimitedJson;
import io.github.benchplugin.model.result.RowKey;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * Writes a history record in the compact form of {@link RunRecord#SCHEMA_VERSION} 2: the run's
 * details as named fields, then one table with a line per row whose names are written once,
 * however many runtimes measured it. Version 1 wrote every cell as an object with its names and
 * keys repeated, three times the size (400 MB for 1,000 runs of 1,500 cells) and slow to read.
 *
 * <pre>
 * { "schemaVersion": 2, "recordedAt": ..., "commit": {...}, "machines": {...}, "settings": {...},
 *   "pluginVersion": ..., "javaVersions": { "17": "17.0.15" },
 *   "rows": [ [ "org.x.B.m", "avgt", { "n": "10" }, "ns/op",
 *               { "17": [ [ fork means ], allocBytesPerOp ], "25": [ [ fork means ] ] } ] ] }
 * </pre>
 *
 * A cell is its fork means and, when measured, the bytes allocated per operation. Numbers are
 * kept to {@value #DIGITS} significant digits: a run's noise is a thousand times larger, and the
 * full 17 digits would make most of the file.
 */
public final class RunRecordWriter {

    /** Significant digits kept of every number of a cell. */
    public static final int DIGITS = 7;
    private static final MathContext ROUNDING = new MathContext(DIGITS);

    private final ObjectMapper mapper = LimitedJson.mapper().disable(SerializationFeature.INDENT_OUTPUT);

    public byte[] write(RunRecord record) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(64 * 1024);
        try (JsonGenerator json = mapper.getFactory().createGenerator(bytes)) {
            json.setCodec(mapper);
            json.writeStartObject();
            json.writeNumberField("schemaVersion", 2);
            json.writeStringField("recordedAt", record.recordedAt());
            json.writeObjectField("commit", record.commit());
            json.writeObjectField("machines", record.machines());
            json.writeObjectField("settings", new TreeMap<>(record.settings()));
            json.writeStringField("pluginVersion", record.pluginVersion());
            Map<String, String> javaVersions = new TreeMap<>();
            Map<Line, Map<String, RecordedCell>> lines = new LinkedHashMap<>();
            for (RecordedCell cell : record.cells()) {
                if (cell.javaVersion() != null) {
                    javaVersions.putIfAbsent(cell.runtime(), cell.javaVersion());
                }
                lines.computeIfAbsent(new Line(new RowKey(cell.benchmark(), cell.mode(), cell.params()), cell.unit()),
                        k -> new LinkedHashMap<>()).put(cell.runtime(), cell);
            }
            json.writeObjectField("javaVersions", javaVersions);
            json.writeArrayFieldStart("rows");
            for (Map.Entry<Line, Map<String, RecordedCell>> entry : lines.entrySet()) {
                RowKey row = entry.getKey().row();
                json.writeStartArray();
                json.writeString(row.benchmark());
                json.writeString(row.mode());
                json.writeObject(row.params());
                json.writeString(entry.getKey().unit());
                json.writeStartObject();
                for (Map.Entry<String, RecordedCell> cell : entry.getValue().entrySet()) {
                    json.writeFieldName(cell.getKey());
                    json.writeStartArray();
                    json.writeStartArray();
                    for (Double mean : cell.getValue().forkMeans()) {
                        json.writeNumber(rounded(mean));
                    }
                    json.writeEndArray();
                    if (cell.getValue().allocBytesPerOp() != null) {
                        json.writeNumber(rounded(cell.getValue().allocBytesPerOp()));
                    }
                    json.writeEndArray();
                }
                json.writeEndObject();
                json.writeEndArray();
            }
            json.writeEndArray();
            json.writeEndObject();
        }
        return bytes.toByteArray();
    }

    /** A line of the table: a row in one unit (a row measured in two units, which no run does, would be two lines). */
    private record Line(RowKey row, String unit) {
    }

    static double rounded(double value) {
        if (!Double.isFinite(value) || value == 0) {
            return value;
        }
        return new BigDecimal(value).round(ROUNDING).doubleValue();
    }
}
