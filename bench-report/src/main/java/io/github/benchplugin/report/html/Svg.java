package io.github.benchplugin.report.html;

/** Small helpers for the generated SVG: coordinates with a '.' decimal point and one decimal, escaped text. */
final class Svg {

    private Svg() {
    }

    /** One decimal is a tenth of a pixel: finer is invisible and only makes a 500-row page heavier. */
    static String px(double value) {
        long tenths = Math.round(value * 10);
        long whole = tenths / 10;
        long tenth = Math.abs(tenths % 10);
        String sign = tenths < 0 && whole == 0 ? "-" : "";
        return tenth == 0 ? sign + whole : sign + whole + "." + tenth;
    }

    /** @param label what the chart shows, for screen readers and as a tooltip; null when its figcaption says it */
    static String open(String cssClass, int width, int height, String label) {
        String svg = "<svg class=\"" + cssClass + "\" width=\"" + width + "\" height=\"" + height
                + "\" viewBox=\"0 0 " + width + " " + height + "\"";
        if (label == null) {
            return svg + ">";
        }
        return svg + " role=\"img\" aria-label=\"" + HtmlText.escape(label) + "\"><title>" + HtmlText.escape(label) + "</title>";
    }

    static String text(double x, double y, String anchor, String cssClass, String content) {
        return "<text x=\"" + px(x) + "\" y=\"" + px(y) + "\""
                + (anchor == null ? "" : " text-anchor=\"" + anchor + "\"")
                + (cssClass == null || cssClass.isEmpty() ? "" : " class=\"" + cssClass + "\"")
                + ">" + HtmlText.escape(content) + "</text>";
    }
}
