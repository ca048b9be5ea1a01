package io.github.benchplugin.report.csv;

import io.github.benchplugin.report.table.Texts;

import io.github.benchplugin.model.format.NumberFormats;

import org.apache.commons.csv.CSVFormat;

/**
 * One CSV field made harmless for spreadsheets; the quoting itself (RFC 4180) is Apache
 * Commons CSV's, through {@link #FORMAT}.
 */
final class CsvField {

    /** RFC 4180: comma, double quotes only where needed, CRLF after every record. */
    static final CSVFormat FORMAT = CSVFormat.RFC4180;

    /** A cell starting with one of these is run as a formula by Excel, LibreOffice and Sheets. */
    private static final String FORMULA_STARTS = "=+-@\t\r";

    private CsvField() {
    }

    /**
     * A text value as it goes into the file: on one line (the contract promises one line per
     * row and runtime) and prefixed with ' when a spreadsheet would take it for a formula (a
     * benchmark or @Param value like "=HYPERLINK(...)"). Empty for null.
     */
    public static String defused(String value) {
        if (value == null) {
            return "";
        }
        String text = Texts.oneLine(value);
        if (!text.isEmpty() && FORMULA_STARTS.indexOf(text.charAt(0)) >= 0) {
            text = "'" + text;
        }
        return text;
    }

    /** A text value defused and quoted as one CSV field would be written. */
    public static String text(String value) {
        return FORMAT.format(defused(value));
    }

    /** A number we formatted ourselves: full precision, never a formula. */
    public static String number(Double value) {
        return NumberFormats.plain(value);
    }
}
