package io.github.benchplugin.report.csv;

import io.github.benchplugin.report.table.Fixtures;


import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

public class CsvRendererTest {

    private Locale saved;
    private String csv;
    private List<Map<String, String>> records;

    @BeforeEach
    void render() {
        saved = Locale.getDefault();
        Locale.setDefault(Locale.GERMANY);
        csv = new CsvRenderer().render(Fixtures.result(true));
        records = parse(csv);
    }

    @AfterEach
    void restore() {
        Locale.setDefault(saved);
    }

    @Test
    void oneLinePerRowAndRuntime() {
        assertEquals(4 * 2, records.size());
        assertEquals(1 + 8, csv.split("\r\n", -1).length - 1, "CRLF after every record, header included");
        assertTrue(csv.startsWith(String.join(",", CsvRenderer.HEADER) + ",Param: label,Param: n\r\n"), csv);
    }

    @Test
    void isolationIsOnEveryLineOfTheRuntime() {
        for (Map<String, String> record : records) {
            assertEquals(record.get("runtime").equals("21") ? "false" : "true", record.get("isolated"), record.toString());
        }
    }

    @Test
    void valuesMirrorTheModelWithADecimalPoint() {
        Map<String, String> plus21 = records.get(1);
        assertEquals("org.example.ConcatBench.plus", plus21.get("benchmark"));
        assertEquals("plain", plus21.get("Param: label"));
        assertEquals("1000", plus21.get("Param: n"));
        assertEquals("21.0.7", plus21.get("javaVersion"));
        assertEquals("ok", plus21.get("status"));
        assertEquals("518.5", plus21.get("score"));
        assertEquals("5.1", plus21.get("error"));
        assertEquals("1228.8", plus21.get("allocBytesPerOp"));
        assertEquals("0.42", plus21.get("ratio"));
        assertEquals("0.4", plus21.get("ratioCiLow"));
        assertEquals("0.44", plus21.get("ratioCiHigh"));
        assertEquals("faster", plus21.get("verdict"));
        assertEquals("", records.get(0).get("ratio"), "the baseline runtime has no ratio to itself");

        Map<String, String> builder17 = records.get(2);
        assertEquals("0.02", builder17.get("baselineRatio"));
        assertEquals("faster", builder17.get("baselineVerdict"));
        assertEquals("0.019", builder17.get("baselineRatioCiLow"));
        assertEquals("1500000", records.get(6).get("score"));
    }

    @Test
    void failedAndSkippedCellsSayWhy() {
        Map<String, String> failed = records.get(5);
        assertEquals("failed", failed.get("status"));
        assertEquals("", failed.get("score"));
        assertEquals("unknown", failed.get("verdict"));
        assertEquals("failed cell", failed.get("verdictNote"));
        assertEquals("skipped", records.get(7).get("status"));
        assertEquals("not measured on this runtime", records.get(7).get("message"));
    }

    @Test
    void formulasAreDefused() {
        assertEquals("'" + Fixtures.FORMULA_MESSAGE, records.get(5).get("message"));
        assertEquals("'@SUM(A1)", CsvField.text("@SUM(A1)"));
        assertEquals("'+1", CsvField.text("+1"));
        assertEquals("'-1", CsvField.text("-1"));
        assertEquals("plain", CsvField.text("plain"));
        for (Map<String, String> record : records) {
            // Param columns hold the exact value, as JMH's -rf csv (docs/reports.md): not defused.
            record.forEach((k, v) -> assertTrue(k.startsWith(CsvRenderer.PARAM_PREFIX) || v.isEmpty()
                    || "=+@".indexOf(v.charAt(0)) < 0, k + "=" + v));
        }
    }

    @Test
    void quotingFollowsRfc4180() {
        assertEquals("\"a,\"\"b\"\"\"", CsvField.text("a,\"b\""));
        assertEquals("\"x, y\"", CsvField.text("x,\ny"));
        assertEquals("<script>alert('x')</script>|*x*", records.get(4).get("Param: label"));
        assertEquals("=1+2", records.get(4).get("Param: n"), "the exact value, as JMH writes it");
    }

    /** A small RFC 4180 reader, so the test checks what a spreadsheet would see. */
    public static List<Map<String, String>> parse(String text) {
        List<List<String>> rows = new ArrayList<>();
        List<String> row = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < text.length() && text.charAt(i + 1) == '"') {
                    field.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    field.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                row.add(field.toString());
                field.setLength(0);
            } else if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                row.add(field.toString());
                field.setLength(0);
                rows.add(row);
                row = new ArrayList<>();
                i++;
            } else {
                field.append(c);
            }
        }
        List<String> header = rows.get(0);
        List<Map<String, String>> records = new ArrayList<>();
        for (List<String> fields : rows.subList(1, rows.size())) {
            assertEquals(header.size(), fields.size(), fields.toString());
            Map<String, String> record = new LinkedHashMap<>();
            for (int i = 0; i < header.size(); i++) {
                record.put(header.get(i), fields.get(i));
            }
            records.add(record);
        }
        return records;
    }
}
