package io.github.benchplugin.jdk;

import io.github.benchplugin.jdk.home.JdkInstallation;
import java.nio.file.Path;
import java.util.Objects;

/**
 * One entry of {@code bench.jdks}: which JDK the user wants for one column. {@link JdkRequests#parse}
 * makes these from the property; {@link JdkResolver} turns them into JDKs.
 */
sealed interface JdkRequest {

    /** The entry as the user wrote it (trimmed); empty for {@link EngineJdk}. */
    String text();

    /** A request answered by the JDKs whose version fits. */
    sealed interface ByVersion extends JdkRequest permits Feature, Range {

        boolean matches(JdkInstallation jdk);

        /** A version to show in a toolchains.xml snippet when nothing matched. */
        String exampleVersion();
    }

    /**
     * {@code 21}: any JDK 21, i.e. the range {@code [21,22)}, so 21.0.2 matches. We test the feature
     * number rather than the range so that an early-access build ({@code 21-ea}, which Maven sorts before
     * {@code 21}) matches too.
     */
    record Feature(String text, int feature) implements ByVersion {
        public Feature {
            Objects.requireNonNull(text, "text");
        }

        @Override
        public boolean matches(JdkInstallation jdk) {
            return jdk.featureVersion() == feature;
        }

        @Override
        public String exampleVersion() {
            return Integer.toString(feature);
        }
    }

    /** {@code [21,22)}, {@code [17,)}: Maven's range syntax ({@link JavaVersionRange}) over the release file's {@code JAVA_VERSION}. */
    record Range(String text, JavaVersionRange range) implements ByVersion {
        public Range {
            Objects.requireNonNull(text, "text");
            Objects.requireNonNull(range, "range");
        }

        @Override
        public boolean matches(JdkInstallation jdk) {
            return range.contains(jdk.javaVersion());
        }

        @Override
        public String exampleVersion() {
            return range.firstLowerBound().orElse("VERSION");
        }
    }

    /** A JDK home directory; {@code ~} is already expanded, a relative path is relative to the working directory. */
    record Home(String text, Path path) implements JdkRequest {
        public Home {
            Objects.requireNonNull(text, "text");
            Objects.requireNonNull(path, "path");
        }
    }

    /** {@code all}: every JDK found (toolchains and discovery), oldest first. */
    record All(String text) implements JdkRequest {
        public All {
            Objects.requireNonNull(text, "text");
        }
    }

    /** {@code bench.jdks} unset or blank: the JDK the engine runs on ({@code java.home}: Maven's, the CLI's). */
    record EngineJdk() implements JdkRequest {
        @Override
        public String text() {
            return "";
        }
    }
}
