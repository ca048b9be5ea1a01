package io.github.benchplugin.engine.run;

import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.jdk.EngineJvm;
import io.github.benchplugin.jdk.JdkDiscovery;
import io.github.benchplugin.jdk.JdkSelection;
import io.github.benchplugin.jdk.ToolchainSource;
import io.github.benchplugin.jdk.home.JdkInstallation;
import io.github.benchplugin.jdk.provision.Provenance;
import io.github.benchplugin.jdk.provision.ProvisionSettings;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Turns bench.jdks, bench.fallback and bench.inProcess into the run's columns. Forking is the
 * rule; a column runs inside the engine's JVM (Maven's, the command line's) only when the user asked
 * for it, and then says why.
 * Which JDK answers each entry (toolchains, discovery, bench.provision, bench.fallback) is bench-jdk's
 * {@link JdkSelection}; a JDK that cannot start is found when the engine starts its host ({@link #replacementFor}).
 */
public final class RuntimeSelection implements RuntimeSource {

    private final ToolchainSource toolchains;
    private final RunLog log;
    private final ProvisionSettings provisioning;
    private final String jdks;
    private final boolean fallbackInProcess;
    private final boolean inProcess;
    private final JdkDiscovery discovery;

    /**
     * @param toolchains the JDKs the build tool declares (Maven's toolchains.xml), asked before discovery;
     *                   {@link ToolchainSource#NONE} without one
     * @param discovery  the machine's JDKs and the one the engine runs on ({@link JdkDiscovery#ofThisMachine}),
     *                   which also names the engine's JVM in messages as the door does
     */
    public RuntimeSelection(ToolchainSource toolchains, RunLog log, ProvisionSettings provisioning,
                            String jdks, String fallback, boolean inProcess, JdkDiscovery discovery) {
        this.discovery = discovery;
        this.toolchains = toolchains;
        this.log = log;
        this.provisioning = provisioning;
        this.jdks = jdks;
        this.fallbackInProcess = parseFallback(fallback, discovery.engineJvm()); // checked before anything is measured
        this.inProcess = inProcess;
    }

    @Override
    public List<TargetRuntime> select() {
        List<TargetRuntime> runtimes = new ArrayList<>();
        for (JdkSelection.Selected selected : new JdkSelection(toolchains, discovery, provisioning, log::info, log::warn)
                .select(jdks, fallbackInProcess)) {
            JdkInstallation jdk = selected.jdk();
            if (inProcess || selected.fellBack()) {
                JdkInstallation engine = discovery.engineJdk();
                String note = inProcess
                        ? "bench.inProcess=true: measured inside " + discovery.engineJvm() + " (" + engine.javaVersion()
                        + "), not forked"
                        : "bench.fallback=in-process: " + selected.fallbackReason()
                        + "; measured inside " + discovery.engineJvm() + " (" + engine.javaVersion() + ")";
                runtimes.add(target(selected.id(), selected.request(), engine, true, note));
                continue;
            }
            String origin = Provenance.of(jdk.javaHome()).orElse("found via " + jdk.source());
            runtimes.add(target(selected.id(), selected.request(), jdk, false, origin));
        }
        runtimes.forEach(t -> log.info("Runtime " + t.id() + ": Java " + t.javaVersion() + " (" + t.vendor() + ") "
                + t.javaHome() + (t.inProcess() ? " — UNISOLATED, in " + discovery.engineJvm() : "")));
        return runtimes;
    }

    @Override
    public boolean fallsBackInProcess() {
        return fallbackInProcess;
    }

    @Override
    public Optional<TargetRuntime> replacementFor(TargetRuntime failed, String why) {
        if (!fallbackInProcess) {
            return Optional.empty();
        }
        JdkInstallation engine = discovery.engineJdk();
        return Optional.of(TargetRuntime.builder(failed.id()).requested(failed.requested()).javaHome(engine.javaHome())
                .javaVersion(engine.javaVersion()).featureVersion(engine.featureVersion()).vendor(engine.vendor())
                .placement(TargetRuntime.Placement.MAVEN_JVM)
                .note("bench.fallback=in-process: " + why + "; measured inside " + discovery.engineJvm() + " ("
                        + engine.javaVersion() + ")")
                .profile(failed.profile()).build());
    }

    private static TargetRuntime target(String id, String requested, JdkInstallation jdk, boolean inProcess, String note) {
        return TargetRuntime.builder(id).requested(requested).javaHome(jdk.javaHome()).javaVersion(jdk.javaVersion())
                .featureVersion(jdk.featureVersion()).vendor(jdk.vendor())
                .placement((inProcess ? TargetRuntime.Placement.MAVEN_JVM : TargetRuntime.Placement.FORKED)).note(note)
                .build();
    }

    private static boolean parseFallback(String fallback, EngineJvm ownJvm) {
        String value = fallback == null || fallback.isBlank() ? "none" : fallback.trim().toLowerCase(Locale.ROOT);
        return switch (value) {
            case "none" -> false;
            case "in-process" -> true;
            default -> throw new BadInputException("bench.fallback '" + fallback + "' is not allowed; use none (default: "
                    + "a runtime that cannot be forked fails the build) or in-process (it runs inside " + ownJvm + ", "
                    + "flagged UNISOLATED)");
        };
    }
}
