package io.github.benchplugin.config;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits bench.jvmArgs into arguments the way a shell would for simple cases: on blanks, with
 * single or double quotes grouping. The arguments are passed as a list, never through a shell.
 */
public final class JvmArgs {

    private JvmArgs() {
    }

    public static List<String> split(String text) {
        List<String> args = new ArrayList<>();
        if (text == null) {
            return args;
        }
        StringBuilder current = new StringBuilder();
        char quote = 0;
        boolean inArg = false;
        for (char c : text.toCharArray()) {
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    current.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                inArg = true;
            } else if (Character.isWhitespace(c)) {
                if (inArg) {
                    args.add(current.toString());
                    current.setLength(0);
                    inArg = false;
                }
            } else {
                current.append(c);
                inArg = true;
            }
        }
        if (quote != 0) {
            throw new BadInputException("bench.jvmArgs '" + text + "' has an unclosed " + quote + " quote; close it or drop it");
        }
        if (inArg) {
            args.add(current.toString());
        }
        return args;
    }
}
