package io.github.benchplugin.engine.run;

import io.github.benchplugin.jdk.home.JdkInstallation;
import io.github.benchplugin.jdk.home.JdkResolutionException;
import io.github.benchplugin.engine.run.RuntimeSource;
import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.jdk.provision.JdkProvisioner;
import io.github.benchplugin.jdk.provision.Platform;
import io.github.benchplugin.jdk.provision.Provenance;
import io.github.benchplugin.jdk.provision.ProvisionException;
import io.github.benchplugin.jdk.provision.ProvisionSettings;
import io.github.benchplugin.jdk.EngineJvm;
import io.github.benchplugin.engine.run.RunLog;
import io.github.benchplugin.engine.run.TargetRuntime;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Turns bench.jdks, bench.fallback and bench.inProcess into the run's columns. Forking is the
/**
 * Turns bench.jdks, bench.fallback and bench.inProcess into the run's columns. Forking is the
 * rule; a column runs inside the engine's JVM (Maven's, the command line's) only when the user asked
 * for it, and then says why.
 * With bench.provision=true, a feature version that toolchains and discovery cannot find is
 * downloaded first (see {@link JdkProvisioner}); only when that fails does bench.fallback apply.
 * No JVM is started here: versions come from each JDK's release file, and a JDK that cannot
 * start is found when the engine starts its host ({@link #replacementFor}).
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
        JdkResolver resolver = new JdkResolver(toolchains, discovery);
        List<ResolvedJdk> resolved = resolver.resolve(JdkRequests.parse(jdks), (request, why) -> {
            if (provisioning.enabled() && why instanceof JdkNotFoundException) {
                try {
                    return provision(request, why);
                } catch (ProvisionException failed) {
                    why = failed;
                }
            }
            if (!fallbackInProcess) {
                throw why;
            }
            String reason = firstLine(why.getMessage());
            log.warn("bench.fallback=in-process: " + reason + " -> measuring '" + request.text()
                    + "' inside " + discovery.engineJvm() + ", flagged UNISOLATED");
            return discovery.engineJdk().withSource(FALLBACK_PREFIX + reason);
        });
        List<TargetRuntime> runtimes = new ArrayList<>();
        for (ResolvedJdk r : resolved) {
            JdkInstallation jdk = r.jdk();
            boolean fellBack = jdk.source() != null && jdk.source().startsWith(FALLBACK_PREFIX);
            if (inProcess || fellBack) {
                JdkInstallation engine = discovery.engineJdk();
                String note = inProcess
                        ? "bench.inProcess=true: measured inside " + discovery.engineJvm() + " (" + engine.javaVersion()
                        + "), not forked"
                        : "bench.fallback=in-process: " + jdk.source().substring(FALLBACK_PREFIX.length())
                        + "; measured inside " + discovery.engineJvm() + " (" + engine.javaVersion() + ")";
                runtimes.add(target(r.id(), r.request(), engine, true, note));
                continue;
            }
            String origin = Provenance.of(jdk.javaHome()).orElse("found via " + jdk.source());
            runtimes.add(target(r.id(), r.request(), jdk, false, origin));
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

    private static final String FALLBACK_PREFIX = "fallback: ";

    /** bench.provision=true: download the missing feature version; other entry kinds keep their error. */
    private JdkInstallation provision(JdkRequest request, JdkResolutionException notFound) {
        if (request instanceof JdkRequest.Range range) {
            // Thrown as a provisioning failure, so bench.fallback=in-process still applies to it.
            throw new ProvisionException(notFound.getMessage() + "\nbench.provision=true downloads plain feature"
                    + " versions only: write " + range.exampleVersion().replaceFirst("^(\\d+).*", "$1")
                    + " instead of '" + request.text() + "'");
        }
        if (!(request instanceof JdkRequest.Feature feature)) {
            throw notFound;
        }
        return new JdkProvisioner(provisioning, Platform.ofThisMachine(), log::info).provide(feature.feature(),
                request.text());
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

    /** The first line, without its closing period: it is embedded in longer sentences. */
    private static String firstLine(String message) {
        int nl = message.indexOf('\n');
        String line = (nl < 0 ? message : message.substring(0, nl)).trim();
        return line.endsWith(".") ? line.substring(0, line.length() - 1) : line;
    }
}
