package io.github.benchplugin.cli;

import io.github.benchplugin.config.PropertyCatalog;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.Model.OptionSpec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The command line's options and the README's property table of bench:run are the same set,
 * checked both ways (PluginHelpIT checks the table against {@code bench:help} the same way): a
 * property added to the mojo and the README but not to {@code run} fails here, and so does an
 * option nobody documented.
 */
class OptionsMatchReadmeTest {

    /** Properties of bench:run that have no option: the jar is run's positional parameter; skip makes no sense by hand. */
    private static final Set<String> MAVEN_ONLY = Set.of("bench.jar", "bench.skip");

    private static final Pattern TABLE_ROW_PROPERTY = Pattern.compile("`(bench\\.[A-Za-z]+)`");

    @Test
    void runHasAnOptionForEveryPropertyOfTheReadmeTableAndNoOther() throws IOException {
        Set<String> documented = runTable(Files.readString(Path.of("..", "README.md")));
        documented.removeAll(MAVEN_ONLY);
        assertTrue(documented.size() >= 30, "the README's table of bench:run was not found: " + documented);
        assertEquals(documented, options("run"));
    }

    @Test
    void mergeOptionsAreDocumented() throws IOException {
        String readme = Files.readString(Path.of("..", "README.md"));
        Set<String> documented = runTable(readme);
        documented.addAll(properties(section(readme, "## Merging CI matrix runs")));
        Set<String> undocumented = options("merge");
        undocumented.removeAll(documented);
        assertEquals(Set.of(), undocumented);
    }

    /** The options of a command as the properties they stand for (the catalog's, by either spelling). */
    private static Set<String> options(String command) {
        Set<String> properties = new TreeSet<>();
        for (OptionSpec option : Main.commandLine().getSubcommands().get(command).getCommandSpec().options()) {
            if (!option.usageHelp() && !option.versionHelp()) {
                properties.add(PropertyCatalog.ofOption(option.names()[0]).orElseThrow().name());
            }
        }
        return properties;
    }

    @Test
    void everyOptionIsKebabCaseAndTakesItsCamelCaseSpellingToo() {
        for (OptionSpec option : Main.commandLine().getSubcommands().get("run").getCommandSpec().options()) {
            if (option.usageHelp() || option.versionHelp()) {
                continue;
            }
            PropertyCatalog.Property property = PropertyCatalog.ofOption(option.names()[0]).orElseThrow();
            assertEquals(property.kebabOption(), option.names()[0]);
            assertTrue(Set.of(option.names()).contains(property.camelOption()), option.longestName());
        }
    }

    private static Set<String> runTable(String readme) {
        Set<String> rows = new TreeSet<>();
        section(readme, "## Properties of `bench:run`").lines().filter(l -> l.startsWith("| `bench."))
                .forEach(l -> rows.addAll(properties(l.split("\\|")[1])));
        return rows;
    }

    private static String section(String readme, String heading) {
        int start = readme.indexOf(heading);
        assertTrue(start >= 0, "README.md has no section " + heading);
        int end = readme.indexOf("\n## ", start + heading.length());
        return readme.substring(start, end < 0 ? readme.length() : end);
    }

    private static Set<String> properties(String text) {
        Set<String> found = new TreeSet<>();
        Matcher m = TABLE_ROW_PROPERTY.matcher(text);
        while (m.find()) {
            found.add(m.group(1));
        }
        return found;
    }
}
