package io.github.benchplugin.report.table;

import io.github.benchplugin.model.result.RowKey;

import java.util.List;

/**
 * The warnings of one code, said once: what they have in common (the headline and the advice)
 * and, per row, only what differs. A suite where 16 rows have a high error prints one entry
 * with 16 short lines, not 16 copies of the same advice.
 *
 * @param code    the warning code ("HIGH_ERROR")
 * @param summary what every warning of the code says (headline and advice); the whole message when alone
 * @param items   one per warning, in the order the analysers found them
 */
public record WarningGroup(String code, String summary, List<Item> items) {

    public WarningGroup {
        items = List.copyOf(items);
    }

    /**
     * One warning of the group.
     *
     * @param context   "ConcatBench.plus {n=1000}, runtime 17"; "" for a warning about the whole run
     * @param detail    what this warning says beyond the group's summary; may be ""
     * @param row       the row the warning is about, for links to it; null when it is not about one row
     */
    public record Item(String context, String detail, RowKey row) {
    }

    /** "16 rows", "1 row", or "" when no item names a row. */
    public String countText() {
        long rows = items.stream().filter(i -> !i.context().isEmpty()).count();
        return rows == 0 ? "" : rows + (rows == 1 ? " row" : " rows");
    }
}
