package io.github.benchplugin.maven;

import io.github.benchplugin.engine.config.PropertyCatalog;
import io.github.benchplugin.engine.config.PropertyCatalog.Goal;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each goal's {@code @Parameter(property = "bench.*")} fields, as the generated plugin descriptor
 * lists them (it is written before the tests run), are exactly the catalog's properties of that goal:
 * a parameter added without a catalog entry, or a catalog entry no mojo takes, fails here.
 */
class ParametersMatchCatalogTest {

    private static final Map<String, Goal> GOALS = Map.of("run", Goal.RUN, "run-jar", Goal.RUN, "merge", Goal.MERGE,
            "history", Goal.HISTORY, "report", Goal.REPORT, "jdks", Goal.JDKS);

    @Test
    void everyGoalTakesExactlyTheCatalogsPropertiesOfItsGoal() throws IOException {
        Map<String, Set<String>> byGoal = descriptorProperties();
        assertTrue(byGoal.keySet().containsAll(GOALS.keySet()), byGoal.keySet().toString());
        for (Map.Entry<String, Goal> goal : GOALS.entrySet()) {
            Set<String> catalog = PropertyCatalog.of(goal.getValue()).stream().map(PropertyCatalog.Property::name)
                    .collect(Collectors.toCollection(TreeSet::new));
            assertEquals(catalog, byGoal.get(goal.getKey()), "bench:" + goal.getKey());
        }
    }

    private static Map<String, Set<String>> descriptorProperties() throws IOException {
        String descriptor = Files.readString(Path.of("target", "classes", "META-INF", "maven", "plugin.xml"));
        Map<String, Set<String>> byGoal = new TreeMap<>();
        Matcher mojo = Pattern.compile("(?s)<mojo>(.*?)</mojo>").matcher(descriptor);
        while (mojo.find()) {
            Matcher goal = Pattern.compile("<goal>([^<]+)</goal>").matcher(mojo.group(1));
            assertTrue(goal.find());
            Set<String> properties = new TreeSet<>();
            Matcher property = Pattern.compile("\\$\\{(bench\\.[A-Za-z]+)}").matcher(mojo.group(1));
            while (property.find()) {
                properties.add(property.group(1));
            }
            byGoal.put(goal.group(1), properties);
        }
        return byGoal;
    }
}
