package io.github.benchplugin.cli;

import io.github.benchplugin.config.PropertyCatalog;
import io.github.benchplugin.config.PropertyCatalog.Goal;
import io.github.benchplugin.config.PropertyCatalog.Kind;
import io.github.benchplugin.config.PropertyCatalog.Property;
import io.github.benchplugin.config.RawSettings;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

import java.util.List;

/**
 * The command line's door to the settings. A command's options are built from the engine's
 * {@link PropertyCatalog} (one option per property of its goal: {@code --fail-on-regression}, the
 * earlier {@code --failOnRegression} accepted too), and all of them are handed to the engine's parse
 * step by property name, so no option is declared, described or copied into a settings type by hand.
 */
final class CliSettings {

    private CliSettings() {
    }

    /** Adds the options of {@code goal}'s properties to a command. */
    static void addOptions(CommandSpec command, Goal goal) {
        for (Property property : PropertyCatalog.commandLine(goal)) {
            command.addOption(option(property));
        }
    }

    static OptionSpec option(Property property) {
        String[] names = property.kebabOption().equals(property.camelOption())
                ? new String[] {property.kebabOption()}
                : new String[] {property.kebabOption(), property.camelOption()};
        String defaultValue = property.parserDefault();
        OptionSpec.Builder option = OptionSpec.builder(names)
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
        return option.build();
    }

    private static String label(Property property) {
        return switch (property.kind()) {
            case FLAG -> "BOOLEAN";
            case PATH -> "PATH";
            default -> property.shortName().replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase(java.util.Locale.ROOT);
        };
    }

    /** Every catalog option of the command, by its property name; values as given (or their defaults). */
    static RawSettings of(CommandSpec command) {
        RawSettings.Builder raw = RawSettings.builder();
        for (OptionSpec option : command.options()) {
            PropertyCatalog.ofOption(option.names()[0]).ifPresent(p -> raw.put(p.name(), option.getValue()));
        }
        return raw.build();
    }
}
