package io.github.benchplugin.maven;

import io.github.benchplugin.engine.config.PropertyCatalog;
import io.github.benchplugin.model.error.UserInputException;
import io.github.benchplugin.engine.output.IoReason;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * The Maven door's one mapping of what a goal throws, used by every goal: a user error (any
 * {@link UserInputException}, raised by the engine or the door's parse step) ends the build with
 * one {@code [ERROR]} and no stack trace unless {@code -e}; an I/O failure is an execution error
 * with its cause. Before anything else it refuses a {@code bench.*} user or system property that
 * no goal knows ({@link PropertyCatalog#refuseUnknown}): {@code -Dbench.failOnRegresion=5%} must
 * not leave the gate off in silence.
 */
final class MavenDoor {

    /** What a goal does once its properties are known to be ours. */
    interface Work {
        void run() throws IOException, InterruptedException, MojoFailureException;
    }

    private MavenDoor() {
    }

    /**
     * @param goal    "bench:run", for messages
     * @param session the build session whose properties are checked; null skips the check (a report inside the site)
     * @param where   where what finished is, for the message after an interrupt
     */
    static void execute(String goal, MavenSession session, String where, Work work)
            throws MojoExecutionException, MojoFailureException {
        try {
            if (session != null) {
                PropertyCatalog.refuseUnknown(givenProperties(session));
            }
            work.run();
        } catch (UserInputException e) {
            throw failure(e);
        } catch (IOException e) {
            throw new MojoExecutionException(goal + " could not read or write its files: " + IoReason.describe(e), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new MojoExecutionException(goal + " was interrupted" + (where == null ? ""
                    : "; what finished is in " + where + (goal.startsWith("bench:run")
                    ? ", and the same command with -Dbench.resume=true finishes the run" : "")));
        }
    }

    /** A user error as the build's one [ERROR]: the message alone, no stack trace. */
    static MojoFailureException failure(UserInputException e) {
        return new MojoFailureException(e.getMessage());
    }

    /** -D on the command line (user properties) and the JVM's system properties (MAVEN_OPTS). */
    static List<String> givenProperties(MavenSession session) {
        List<String> names = new ArrayList<>();
        add(names, session.getUserProperties());
        add(names, session.getSystemProperties());
        return names;
    }

    private static void add(List<String> names, Properties properties) {
        if (properties != null) {
            names.addAll(properties.stringPropertyNames());
        }
    }
}
