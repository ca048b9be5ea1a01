package io.github.benchplugin.cli;

import io.github.benchplugin.engine.config.PropertyCatalog;
import io.github.benchplugin.engine.config.PropertyCatalog.Goal;
import io.github.benchplugin.engine.config.PropertyCatalog.Kind;
import io.github.benchplugin.engine.config.PropertyCatalog.Property;
import io.github.benchplugin.engine.config.RawSettings;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The command line's door to the settings. A command's options are built from the engine's
 * {@link PropertyCatalog} (one option per property of its goal: {@code --fail-on-regression}, the
 * earlier {@code --failOnRegression} accepted too), and all of them are handed to the engine's parse
 * step by property name, so no option is declared, described or copied into a settings type by hand.
 * <p>
 * The camelCase spelling is a hidden option of its own rather than a second name of the kebab-case
 * one: picocli lists an option's names shortest first, so as a second name it would be the one
 * {@code --help} and the usage line show. Hidden, only the kebab-case name is shown; a command line
 * written with the earlier spelling still works.
 */
final class CliSettings {

    private CliSettings() {
    }

    /** Told in each command's help: the camelCase options are hidden. */
    static final String CAMEL_CASE_NOTE = "Every option also takes its camelCase spelling (--failOnRegression for"
            + " --fail-on-regression), as earlier versions wrote it.";

    /** Adds the options of {@code goal}'s properties to a command: the kebab-case one, then the camelCase one. */
    static void addOptions(CommandSpec command, Goal goal) {
        for (Property property : PropertyCatalog.commandLine(goal)) {
            command.addOption(option(property, property.kebabOption()).build());
            if (!property.camelOption().equals(property.kebabOption())) {
                // No default: an unmatched camelCase option must not hide the kebab-case one's value.
                command.addOption(option(property, property.camelOption()).defaultValue(null).hidden(true).build());
            }
        }
        command.usageMessage().footer("%n" + CAMEL_CASE_NOTE);
    }

    private static OptionSpec.Builder option(Property property, String name) {
        String defaultValue = property.parserDefault();
        OptionSpec.Builder option = OptionSpec.builder(name)
                .paramLabel(label(property))
                .description(property.description() + " Allowed: " + property.allowed().replace("%", "%%") + "."
                        + (defaultValue == null && property.defaultValue().equals(PropertyCatalog.NONE) ? ""
                        : " Default: " + property.describeDefault().replace("%", "%%") + "."));
        if (property.kind() == Kind.LIST) {
            option.type(List.class).auxiliaryTypes(String.class);
        } else {
            option.type(String.class);
        }
        if (property.kind() == Kind.FLAG) {
            option.arity("0..1").fallbackValue("true");
        }
        if (defaultValue != null) {
            option.defaultValue(defaultValue);
        }
        return option;
    }

    private static String label(Property property) {
        return switch (property.kind()) {
            case FLAG -> "BOOLEAN";
            case PATH -> "PATH";
            default -> property.shortName().replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase(java.util.Locale.ROOT);
        };
    }

    /**
     * Every catalog option of the command, by its property name; values as given (or their defaults).
     * A camelCase option counts only when the command line used it.
     */
    static RawSettings of(CommandSpec command) {
        ParseResult parsed = command.commandLine().getParseResult();
        Map<String, Object> values = new LinkedHashMap<>();
        for (OptionSpec option : command.options()) {
            if (!option.hidden() || parsed.hasMatchedOption(option)) {
                PropertyCatalog.ofOption(option.longestName()).ifPresent(p -> values.put(p.name(), option.getValue()));
            }
        }
        RawSettings.Builder raw = RawSettings.builder();
        values.forEach(raw::put);
        return raw.build();
    }
}
