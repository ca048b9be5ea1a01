package io.github.benchplugin.render;

/** One CSV field, written per RFC 4180 and made harmless for spreadsheets. */
public final class CsvField {

    /** A cell starting with one of these is run as a formula by Excel, LibreOffice and Sheets. */
    private static final String FORMULA_STARTS = "=+-@\t\r";

    private CsvField() {
    }

    /**
     * A text value: on one line (the contract promises one line per row and runtime), prefixed
     * with ' when a spreadsheet would take it for a formula (a benchmark or @Param value
     * like "=HYPERLINK(...)"), and quoted when it holds a comma, quote or line break.
     */
    public static String text(String value) {
        if (value == null) {
            return "";
        }
        String text = Texts.oneLine(value);
        if (!text.isEmpty() && FORMULA_STARTS.indexOf(text.charAt(0)) >= 0) {
            text = "'" + text;
        }
        return quoted(text);
    }

    /** A number we formatted ourselves: never a formula, only quoted if it ever needed to be. */
    public static String number(Double value) {
        return quoted(NumberFormats.plain(value));
    }

    static String quoted(String text) {
        if (text.indexOf(',') >= 0 || text.indexOf('"') >= 0 || text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0) {
            return '"' + text.replace("\"", "\"\"") + '"';
        }
        return text;
    }
}
