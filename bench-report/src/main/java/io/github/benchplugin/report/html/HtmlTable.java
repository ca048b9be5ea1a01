package io.github.benchplugin.report.html;

import io.github.benchplugin.report.table.CellTone;
import io.github.benchplugin.report.table.Column;
import io.github.benchplugin.report.table.TableCell;
import io.github.benchplugin.report.table.TableRow;
import io.github.benchplugin.report.table.TextTable;

import java.util.List;
import java.util.function.IntFunction;

/** Any {@link TextTable} as an HTML table: every cell escaped, numbers right-aligned, verdicts and unisolated cells styled. */
final class HtmlTable {

    private HtmlTable() {
    }

    /**
     * @param attributes     extra attributes of the table element (already escaped), e.g. an id; may be ""
     * @param rowAttributes  extra attributes per body row index (already escaped); may return ""
     */
    public static void write(StringBuilder html, TextTable table, String attributes, IntFunction<String> rowAttributes) {
        write(html, table, attributes, rowAttributes, r -> "");
    }

    /**
     * @param firstCellLinks markup appended inside each body row's first cell (already escaped), e.g. a
     *                       link to the row's "Why" panel; may return ""
     */
    public static void write(StringBuilder html, TextTable table, String attributes, IntFunction<String> rowAttributes,
                             IntFunction<String> firstCellLinks) {
        List<Column> columns = table.columns();
        html.append("<div class=\"scroll\"><table").append(attributes).append(">\n<thead><tr>");
        for (Column column : columns) {
            html.append("<th").append(classes(column.rightAligned(), column.unisolated(), CellTone.PLAIN))
                    .append(" scope=\"col\">").append(HtmlText.escape(column.header())).append("</th>");
        }
        html.append("</tr></thead>\n<tbody>\n");
        for (int r = 0; r < table.rows().size(); r++) {
            TableRow row = table.rows().get(r);
            html.append(row.summary() ? "<tr class=\"summary\"" : "<tr").append(rowAttributes.apply(r)).append('>');
            for (int i = 0; i < columns.size(); i++) {
                TableCell cell = row.cells().get(i);
                html.append("<td").append(classes(columns.get(i).rightAligned(), cell.unisolated(), cell.tone()));
                if (cell.detail() != null && !cell.detail().isBlank()) {
                    html.append(" title=\"").append(HtmlText.escape(cell.detail())).append('"');
                }
                html.append('>').append(HtmlText.escape(cell.text())).append(i == 0 ? firstCellLinks.apply(r) : "")
                        .append("</td>");
            }
            html.append("</tr>\n");
        }
        html.append("</tbody>\n</table></div>\n");
    }

    public static void write(StringBuilder html, TextTable table) {
        write(html, table, "", r -> "");
    }

    private static String classes(boolean numeric, boolean unisolated, CellTone tone) {
        StringBuilder classes = new StringBuilder();
        if (numeric) {
            classes.append("num ");
        }
        if (unisolated) {
            classes.append("unisolated ");
        }
        if (tone != CellTone.PLAIN) {
            classes.append(tone.cssClass());
        }
        String joined = classes.toString().strip();
        return joined.isEmpty() ? "" : " class=\"" + joined + "\"";
    }
}
