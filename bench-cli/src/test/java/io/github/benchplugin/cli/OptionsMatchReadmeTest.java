package io.github.benchplugin.cli;

import io.github.benchplugin.engine.config.PropertyCatalog;
import io.github.benchplugin.engine.config.PropertyCatalog.Goal;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The command line's options are the catalog's properties of each goal (PropertyCatalogTest checks
 * the catalog against the README's tables, ParametersMatchCatalogTest against the mojos): the jar and
 * the inputs are positional, bench.skip makes no sense by hand.
 */
class OptionsMatchReadmeTest {

    @Test
    void runAndMergeHaveAnOptionForEveryPropertyOfTheirGoalAndNoOther() {
        assertEquals(catalog(Goal.RUN), options("run"));
        assertEquals(catalog(Goal.MERGE), options("merge"));
        assertTrue(options("run").size() >= 40, options("run").toString());
        assertTrue(!options("run").contains("bench.jar") && !options("merge").contains("bench.inputs"));
        assertTrue(Main.commandLine().getSubcommands().get("run").getCommandSpec().findOption("--variant") != null);
    }

    @Test
    void everyOptionIsShownInKebabCaseAndTakenInCamelCaseToo() {
        CommandSpec run = Main.commandLine().getSubcommands().get("run").getCommandSpec();
        for (PropertyCatalog.Property property : PropertyCatalog.commandLine(Goal.RUN)) {
            OptionSpec kebab = run.findOption(property.kebabOption());
            assertTrue(kebab != null && !kebab.hidden() && kebab.names().length == 1, property.kebabOption());
            OptionSpec camel = run.findOption(property.camelOption());
            assertTrue(camel != null && (camel == kebab || camel.hidden()), property.camelOption());
        }
        assertTrue(run.findOption("--fail-on-regression") != run.findOption("--failOnRegression"));
    }

    private static Set<String> catalog(Goal goal) {
        return PropertyCatalog.commandLine(goal).stream().map(PropertyCatalog.Property::name)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    /** The options of a command as the properties they stand for (the catalog's, by either spelling). */
    private static Set<String> options(String command) {
        Set<String> properties = new TreeSet<>();
        for (OptionSpec option : Main.commandLine().getSubcommands().get(command).getCommandSpec().options()) {
            // --variant is the command line's own: bench.variants resolves through a POM, which it has not
            if (!option.usageHelp() && !option.versionHelp() && !option.longestName().equals("--variant")) {
                properties.add(PropertyCatalog.ofOption(option.names()[0]).orElseThrow().name());
            }
        }
        return properties;
    }
}
