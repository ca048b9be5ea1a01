package io.github.benchplugin.cli;

import io.github.benchplugin.config.RawSettings;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The command line's door to the settings: every option {@code --name} is the property
 * {@code bench.name}, so a command hands all its options to the engine's parse step by name and
 * no option is copied into a settings type by hand.
 */
final class CliSettings {

    private static final String PROPERTY_PREFIX = "bench.";

    private CliSettings() {
    }

    static RawSettings of(CommandSpec command) {
        RawSettings.Builder raw = RawSettings.builder();
        for (OptionSpec option : command.options()) {
            if (!option.usageHelp() && !option.versionHelp()) {
                raw.put(property(option), option.getValue());
            }
        }
        return raw.build();
    }

    /** {@code --failOnError} is {@code bench.failOnError}. */
    static String property(OptionSpec option) {
        return PROPERTY_PREFIX + option.longestName().replaceFirst("^--", "");
    }
}
