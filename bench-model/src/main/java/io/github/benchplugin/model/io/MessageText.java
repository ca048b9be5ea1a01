package io.github.benchplugin.model.io;

/**
 * Makes text taken from a file we read back safe to put into a one-line error message: the
 * file may hold newlines, terminal escapes or megabytes where a name belongs, and a build log
 * must show one short, honest line.
 */
public final class MessageText {

    private static final int MAX_VALUE = 80;
    private static final int MAX_DETAIL = 200;

    private MessageText() {
    }

    /** A value from the file, quoted, control characters replaced, abbreviated. */
    static String value(String text) {
        if (text == null) {
            return "null";
        }
        return "'" + abbreviate(printable(text), MAX_VALUE) + "'";
    }

    /** A parser's explanation: its first line only, abbreviated (parsers quote the offending input). */
    public static String detail(String message) {
        if (message == null || message.isBlank()) {
            return "no details";
        }
        String first = message.strip().lines().findFirst().orElse("");
        return abbreviate(printable(first), MAX_DETAIL);
    }

    private static String printable(String text) {
        StringBuilder out = new StringBuilder(Math.min(text.length(), MAX_DETAIL + 10));
        for (int i = 0; i < text.length() && out.length() <= MAX_DETAIL; i++) {
            char c = text.charAt(i);
            out.append(Character.isISOControl(c) || Character.isSurrogate(c) && !validPair(text, i) ? '?' : c);
        }
        return out.toString();
    }

    private static boolean validPair(String text, int i) {
        char c = text.charAt(i);
        if (Character.isHighSurrogate(c)) {
            return i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1));
        }
        return i > 0 && Character.isHighSurrogate(text.charAt(i - 1));
    }

    private static String abbreviate(String text, int max) {
        if (text.length() <= max) {
            return text;
        }
        int cut = Character.isHighSurrogate(text.charAt(max - 1)) ? max - 1 : max;
        return text.substring(0, cut) + "...";
    }
}
