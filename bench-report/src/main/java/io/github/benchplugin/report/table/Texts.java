package io.github.benchplugin.report.table;

/** Small text helpers shared by every renderer. */
public final class Texts {

    static final String ELLIPSIS = "…";
    private static final java.util.regex.Pattern LINE_BREAKS = java.util.regex.Pattern.compile("[\\r\\n\\t]+");

    private Texts() {
    }

    /**
     * Cuts text to at most {@code max} characters (code points), marking the cut with "…", so a
     * 2,000-character @Param value cannot stretch a table beyond use.
     */
    public static String truncate(String text, int max) {
        if (text == null) {
            return "";
        }
        int length = text.codePointCount(0, text.length());
        if (length <= max) {
            return text;
        }
        int end = text.offsetByCodePoints(0, Math.max(0, max - 1));
        return text.substring(0, end) + ELLIPSIS;
    }

    /** Line breaks and tabs become spaces: one value must stay on one table line. */
    public static String oneLine(String text) {
        if (text == null) {
            return "";
        }
        // Most values have no line break: skip the regex for them (a 10,000-row report calls this 100,000 times).
        if (text.indexOf('\r') < 0 && text.indexOf('\n') < 0 && text.indexOf('\t') < 0) {
            return text;
        }
        return LINE_BREAKS.matcher(text).replaceAll(" ");
    }

    /** Display width in code points: good enough for the characters our tables contain. */
    public static int width(String text) {
        return text.codePointCount(0, text.length());
    }
}
