package io.github.benchplugin.engine.config;

import io.github.benchplugin.engine.config.PropertyCatalog.Goal;
import io.github.benchplugin.engine.config.PropertyCatalog.Property;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The catalog against the README's tables, and the refusal of a bench.* name no goal knows. */
class PropertyCatalogTest {

    private static final Pattern PROPERTY = Pattern.compile("`(bench\\.[A-Za-z]+)`");

    @Test
    void aTypoIsRefusedNamingTheNearestKnownProperty() {
        BadInputException e = assertThrows(BadInputException.class,
                () -> PropertyCatalog.refuseUnknown(List.of("bench.failOnRegresion", "user.home", "bench.failOnRegresion")));
        assertEquals("Unknown property bench.failOnRegresion; did you mean bench.failOnRegression?", e.getMessage());
    }

    @Test
    void aNameFarFromEveryPropertyIsRefusedWithoutAGuess() {
        BadInputException e = assertThrows(BadInputException.class,
                () -> PropertyCatalog.refuseUnknown(List.of("bench.somethingElseEntirely", "bench.jdk")));
        assertTrue(e.getMessage().startsWith("Unknown property bench.jdk; did you mean bench.jdks?"), e.getMessage());
        assertTrue(e.getMessage().endsWith("(also unknown: bench.somethingElseEntirely)"), e.getMessage());
        assertEquals(Optional.empty(), PropertyCatalog.nearest("bench.somethingElseEntirely"));
    }

    @Test
    void knownInternalAndForeignNamesPass() {
        assertDoesNotThrow(() -> PropertyCatalog.refuseUnknown(List.of("bench.jdks", "bench.inputs", "bench.hostJar",
                "bench.discovery.systemDirectories", "maven.repo.local", "benchmark.x")));
    }

    @Test
    void optionsAreKebabCaseWithTheCamelCaseSpellingKept() {
        Property p = PropertyCatalog.find("bench.failOnAllocRegression").orElseThrow();
        assertEquals("--fail-on-alloc-regression", p.kebabOption());
        assertEquals("--failOnAllocRegression", p.camelOption());
        assertEquals(Optional.of(p), PropertyCatalog.ofOption("--failOnAllocRegression"));
        assertEquals(Optional.of(p), PropertyCatalog.ofOption("--fail-on-alloc-regression"));
        assertEquals("--jdks", PropertyCatalog.find("bench.jdks").orElseThrow().kebabOption());
    }

    @Test
    void defaultsInWordsAreNotHandedToAParser() {
        assertEquals(null, PropertyCatalog.find("bench.forks").orElseThrow().parserDefault());
        assertEquals("from bench.job", PropertyCatalog.find("bench.forks").orElseThrow().describeDefault());
        assertEquals("1h", PropertyCatalog.find("bench.lockWait").orElseThrow().parserDefault());
        assertEquals(null, PropertyCatalog.find("bench.compareTo").orElseThrow().parserDefault());
    }

    @Test
    void theReadmeTableOfBenchRunListsExactlyTheCatalogsRunProperties() throws IOException {
        String readme = Files.readString(Path.of("..", "README.md"));
        assertEquals(names(Goal.RUN), tableProperties(section(readme, "## Properties of `bench:run`")));
    }

    @Test
    void theReadmeDocumentsEveryMergeProperty() throws IOException {
        String readme = Files.readString(Path.of("..", "README.md"));
        Set<String> documented = tableProperties(section(readme, "## Properties of `bench:run`"));
        documented.addAll(tableProperties(section(readme, "## Merging CI matrix runs")));
        Set<String> missing = names(Goal.MERGE);
        missing.removeAll(documented);
        assertEquals(Set.of(), missing);
    }

    @Test
    void everyPropertyHasADescriptionAndAGoal() {
        for (Property p : PropertyCatalog.all()) {
            assertTrue(p.name().startsWith("bench.") && !p.description().isBlank() && !p.goals().isEmpty()
                    && !p.allowed().isBlank(), p.toString());
        }
    }

    private static Set<String> names(Goal goal) {
        return PropertyCatalog.of(goal).stream().map(Property::name).collect(Collectors.toCollection(TreeSet::new));
    }

    private static Set<String> tableProperties(String section) {
        Set<String> rows = new TreeSet<>();
        section.lines().filter(l -> l.startsWith("| `bench.")).forEach(l -> {
            Matcher m = PROPERTY.matcher(l.split("\\|")[1]);
            while (m.find()) {
                rows.add(m.group(1));
            }
        });
        return rows;
    }

    private static String section(String readme, String heading) {
        int start = readme.indexOf(heading);
        assertTrue(start >= 0, "README.md has no section " + heading);
        int end = readme.indexOf("\n## ", start + heading.length());
        return readme.substring(start, end < 0 ? readme.length() : end);
    }
}
