package io.github.benchplugin.it;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code mvn bench:help -Ddetail} is a complete reference that agrees with the README both ways:
 * every property the README names is a documented parameter of its goal, with the default the
 * README states, every parameter of bench:run and bench:merge is in the README, and no parameter of
 * any goal lacks a description.
 */
class PluginHelpIT {

    @Test
    void helpDocumentsEveryPropertyTheReadmeLists() throws Exception {
        ReadmeProperties readme = ReadmeProperties.parse(Files.readString(Path.of(System.getProperty("bench.readme"))));
        assertTrue(readme.runTable().size() >= 20 && readme.mergeSection().contains("bench.inputs"),
                "the README's property table was not found: " + readme);

        MavenRun.Result result = MavenRun.project("matrix", "help").run("bench:help", "-Ddetail");
        assertEquals(0, result.exitCode(), result::toString);
        HelpText help = new HelpText(result.output());
        assertTrue(help.goals().keySet().containsAll(List.of("run", "merge", "jdks", "help")), result::toString);

        List<String> problems = new ArrayList<>();
        for (Map.Entry<String, String> row : readme.runTable().entrySet()) {
            HelpText.Parameter parameter = help.byProperty("run", row.getKey());
            if (parameter == null) {
                problems.add("bench:run has no parameter with user property " + row.getKey());
            } else if (row.getValue() != null && parameter.defaultValue() != null
                    && !row.getValue().equals(parameter.defaultValue().replace("${project.build.directory}", "target"))) {
                problems.add(row.getKey() + ": README default `" + row.getValue() + "`, help default "
                        + parameter.defaultValue());
            }
        }
        // And the other way: a parameter of bench:run that the README's table does not list (bench-cli's
        // OptionsMatchReadmeTest holds the command line's options to the same table).
        help.goals().get("run").stream().map(HelpText.Parameter::property)
                .filter(property -> property != null && !readme.runTable().containsKey(property))
                .forEach(property -> problems.add("bench:run parameter " + property + " is missing from the README's table"));
        help.goals().get("merge").stream().map(HelpText.Parameter::property)
                .filter(property -> property != null && !readme.mergeSection().contains(property)
                        && !readme.runTable().containsKey(property))
                .forEach(property -> problems.add("bench:merge parameter " + property + " is not in the README"));
        for (String property : readme.mergeSection()) {
            if (help.byProperty("merge", property) == null) {
                problems.add("bench:merge has no parameter with user property " + property);
            }
        }
        for (String property : readme.mentioned()) {
            boolean somewhere = help.goals().keySet().stream().anyMatch(goal -> help.byProperty(goal, property) != null);
            if (!somewhere) {
                problems.add("the README names " + property + ", which no goal documents");
            }
        }
        help.goals().forEach((goal, parameters) -> parameters.stream()
                .filter(p -> p.description().isEmpty())
                .forEach(p -> problems.add("bench:" + goal + " parameter " + p.name() + " has no description")));
        assertTrue(problems.isEmpty(), String.join("\n", problems) + "\n\n" + result.output());
    }
}
