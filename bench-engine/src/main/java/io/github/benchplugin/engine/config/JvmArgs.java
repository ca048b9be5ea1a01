package io.github.benchplugin.engine.config;

import org.codehaus.plexus.util.cli.CommandLineUtils;

import java.util.List;

/**
 * Splits bench.jvmArgs into arguments with plexus-utils' command-line splitting, the one Maven
 * plugins commonly use: on blanks, with single or double quotes keeping an argument with a space
 * in one piece ({@code -Dname='a b'} is one argument, {@code -Dname=a b}). The arguments then travel
 * as a list, never through a shell, so nothing splits them again.
 */
public final class JvmArgs {

    private JvmArgs() {
    }

    public static List<String> split(String text) {
        if (text == null || text.isBlank()) {
            return List.of();
        }
        // plexus-utils splits on spaces only; a POM's <jvmArgs> often spans lines or uses tabs.
        // (A tab or line break inside quotes therefore becomes a space, which no JVM flag needs.)
        String spaced = text.replaceAll("[\\t\\n\\r\\f]", " ");
        try {
            return List.of(CommandLineUtils.translateCommandline(spaced));
        } catch (Exception e) {
            // The only failure translateCommandline has: a quote opened and never closed.
            throw new BadInputException("bench.jvmArgs '" + text
                    + "' has an unclosed quote (\" or '); close it or drop it");
        }
    }
}
