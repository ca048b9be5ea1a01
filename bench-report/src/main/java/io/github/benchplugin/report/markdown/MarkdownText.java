package io.github.benchplugin.report.markdown;

import io.github.benchplugin.report.table.Texts;

/**
 * Makes a plain value safe inside GitHub-flavoured Markdown, table cells included: a
 * benchmark or @Param value must show as typed, never as markup, a link, raw HTML or a
 * column break.
 */
public final class MarkdownText {

    /** Characters that start emphasis, code, links, strikethrough or a table column. */
    private static final String PUNCTUATION = "\\`*_[]|~";

    private MarkdownText() {
    }

    public static String escape(String value) {
        String text = Texts.oneLine(value);
        StringBuilder out = new StringBuilder(text.length() + 8);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                // Entities rather than backslashes: GitHub passes some raw HTML through, and an
                // entity can never open a tag.
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                default -> {
                    if (PUNCTUATION.indexOf(c) >= 0) {
                        out.append('\\');
                    }
                    out.append(c);
                }
            }
        }
        return out.toString();
    }
}
