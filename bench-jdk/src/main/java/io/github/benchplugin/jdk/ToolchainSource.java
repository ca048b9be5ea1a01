package io.github.benchplugin.jdk;

import io.github.benchplugin.jdk.home.JdkInstallation;
import java.util.List;

/**
 * The JDKs the user declared as toolchains. {@link JdkResolver} asks these before discovery, because a
 * declared JDK is a deliberate choice. An interface so that resolution is testable without Maven.
 */
public interface ToolchainSource {

    /** No toolchains: discovery only. */
    ToolchainSource NONE = List::of;

    /**
     * The declared JDKs, each described from its home's release file (not from the toolchain's
     * {@code provides}, which is only what the user typed).
     *
     * @throws ToolchainReadException when the toolchains cannot be read at all
     */
    List<JdkInstallation> jdkToolchains();

    /**
     * Declared entries that were skipped or look wrong, one line each, for error messages; meaningful after
     * {@link #jdkToolchains()}.
     */
    default List<String> problems() {
        return List.of();
    }

    /** How this source appears in "where we looked". */
    default String description() {
        return "Maven toolchains (~/.m2/toolchains.xml)";
    }
}
