package io.github.benchplugin.report.html;

import io.github.benchplugin.report.table.ReportFile;
import io.github.benchplugin.report.table.ResultTable;

import io.github.benchplugin.model.result.BenchResult;

/**
 * results.html: one self-contained page (its stylesheet, script and SVG charts inline, nothing
 * fetched) that can be opened from a CI artifact with no network. Every value is escaped, and a
 * Content-Security-Policy allows only the page's own style and script, by hash, as a second
 * line of defence against a hostile benchmark or @Param value.
 */
public final class HtmlRenderer implements ReportFile {

    public static final String FILE_NAME = "results.html";

    @Override
    public String fileName() {
        return FILE_NAME;
    }

    @Override
    public String render(BenchResult result, ResultTable table) {
        String body = HtmlReport.body(result, table, true);
        StringBuilder html = new StringBuilder(body.length() + HtmlAssets.CSS.length() + HtmlAssets.SCRIPT.length() + 512);
        html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta http-equiv=\"Content-Security-Policy\" content=\"")
                .append(HtmlText.escape(HtmlAssets.contentSecurityPolicy())).append("\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>Benchmark results</title>\n<style>").append(HtmlAssets.CSS).append("</style>\n</head>\n<body>\n")
                .append(body)
                .append("<script>").append(HtmlAssets.SCRIPT).append("</script>\n</body>\n</html>\n");
        return html.toString();
    }
}
