package io.github.benchplugin.maven;

import org.apache.maven.plugins.annotations.Mojo;

/**
 * {@code bench:run} on an existing JMH uber-jar ({@code bench.jar}), in any directory: no project
 * is needed. It takes every property of {@code bench:run}; nothing is compiled. Example:
 * {@code mvn io.github.benchplugin:bench-maven-plugin:run-jar -Dbench.jar=build/libs/app-jmh.jar -Dbench.jdks=17,25}.
 */
// A goal of its own because a goal that needs no project counts as aggregating in Maven: in a reactor it
// would run on the top project only. bench:run keeps running per module; this door serves the jar alone.
@Mojo(name = "run-jar", requiresProject = false, threadSafe = true)
public class RunJarMojo extends RunMojo {
}
