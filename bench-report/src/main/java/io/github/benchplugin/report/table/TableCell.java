package io.github.benchplugin.report.table;

/**
 * One cell of a table, as plain text; each renderer escapes it for its format.
 *
 * @param text       what every format shows
 * @param tone       what the cell says (verdict, failure), for renderers that can style it
 * @param unisolated true when the number comes (partly) from a runtime that ran unisolated;
 *                   the text already carries the marker, this lets HTML style it too
 * @param detail     longer text a renderer may offer as a tooltip (full benchmark name, full reason); may be null
 */
public record TableCell(String text, CellTone tone, boolean unisolated, String detail) {

    /** Appended to every number measured (partly) on an unisolated runtime, in every format. */
    public static final String UNISOLATED_MARK = " (unisolated)";

    public TableCell {
        text = text == null ? "" : text;
        tone = tone == null ? CellTone.PLAIN : tone;
    }

    public static TableCell plain(String text) {
        return new TableCell(text, CellTone.PLAIN, false, null);
    }

    /**
     * A number, carrying the unisolated mark in its own text when it comes from an unisolated
     * runtime: a reader who copies one cell out of the table must still see the caveat. The one
     * place the mark is appended.
     */
    static TableCell number(String text, CellTone tone, boolean unisolated, String detail) {
        return new TableCell(unisolated ? text + UNISOLATED_MARK : text, tone, unisolated, detail);
    }
}
