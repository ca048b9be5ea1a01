package io.github.benchplugin.maven;

import org.apache.maven.plugins.annotations.Mojo;

/**
 * {@code bench:run} with {@code bench.jar}, under a name of its own: it measures an existing JMH
 * uber-jar, in any directory, no project needed, with every property of {@code bench:run}. Since
 * bench:run itself needs no project any more, this goal is the same thing, kept for the scripts
 * that call it. Example:
 * {@code mvn io.github.benchplugin:bench-maven-plugin:run-jar -Dbench.jar=build/libs/app-jmh.jar -Dbench.jdks=17,25}.
 */
@Mojo(name = "run-jar", requiresProject = false, threadSafe = true)
public class RunJarMojo extends RunMojo {
}
