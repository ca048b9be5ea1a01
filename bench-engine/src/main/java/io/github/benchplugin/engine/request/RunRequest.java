package io.github.benchplugin.engine.request;

import io.github.benchplugin.engine.config.RawSettings;
import io.github.benchplugin.engine.publish.Exports;
import io.github.benchplugin.engine.gate.HistoryOptions;
import io.github.benchplugin.engine.gate.RunGates;
import io.github.benchplugin.jdk.JdkDiscovery;
import io.github.benchplugin.engine.run.RuntimeSelection;
import io.github.benchplugin.jdk.provision.ProvisionSettings;
import io.github.benchplugin.engine.output.ReadFiles;
import io.github.benchplugin.model.result.RuntimeProfile;
import io.github.benchplugin.engine.runtimeprofile.ProfileDefinition;
import io.github.benchplugin.engine.run.RuntimeSource;
import io.github.benchplugin.engine.run.TargetRuntime;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * One bench:run as the user asked for it, typed and checked: what every door hands the engine.
 * {@link #parse} is the one parse step, the same for Maven and the command line; it runs before
 * the run lock is taken and before any project code is read, so a bad value, a bad gate or a JDK
 * that is not there is one user error within seconds, even while another run holds the lock.
 *
 * @param settings the run's settings (benchmarks, job, columns, measurement, output)
 * @param runtimes bench.jdks resolved to JDK homes (provisioning and bench.fallback applied), in column order
 * @param fallback what replaces a column whose JDK does not start (bench.fallback)
 * @param gates    bench.strictIsolation, bench.failOnError, bench.compareTo (read), the regression thresholds and
 *                 bench.history
 * @param jar      bench.jar, when an existing uber-jar is measured instead of a project
 * @param reads    what the run reads (bench.compareTo, bench.history): never inside the output folder it rewrites
 */
public record RunRequest(RunSettings settings, List<TargetRuntime> runtimes, RuntimeSource fallback, RunGates gates,
                         Optional<Path> jar, ReadFiles reads) {

    public RunRequest {
        runtimes = List.copyOf(runtimes);
    }

    /** A request that reads nothing beside the project. */
    public RunRequest(RunSettings settings, List<TargetRuntime> runtimes, RuntimeSource fallback, RunGates gates,
                      Optional<Path> jar) {
        this(settings, runtimes, fallback, gates, jar, ReadFiles.NONE);
    }

    /**
     * Parses and checks every {@code bench.*} value of one run, cheapest first, then resolves the JDKs
     * (which may download one with bench.provision) and tries the user's JVM flags on each ({@link JvmFlagsTrial}).
     *
     * @param raw              the user's values by property name
     * @param userProfiles     the {@code <profiles>} a POM defines (none on the command line)
     * @param door             the door's services
     * @param projectDirectory where the history record's commit is read (per module: {@link RunGates#forProject})
     * @throws io.github.benchplugin.engine.config.BadInputException for the first value that cannot be used
     */
    public static RunRequest parse(RawSettings raw, List<ProfileDefinition> userProfiles, Door door,
                                   Path projectDirectory) {
        RunSettings settings = RunSettings.parse(raw, userProfiles);
        HistoryOptions history = HistoryOptions.parse(raw, door.pluginVersion(), projectDirectory, door.log());
        RunGates gates = new RunGates(raw.flag("bench.strictIsolation", false), raw.flag("bench.failOnError", true),
                settings.columns().verifyIsolation(), history, Exports.parse(raw));
        boolean provision = raw.flag("bench.provision", false);
        ProvisionSettings provisioning = provision ? ProvisionSettings.of(true, raw.text("bench.provisionVendor"),
                raw.text("bench.provisionUrl"), door.offline(), door.proxy(), door.userHome())
                : ProvisionSettings.disabled();
        RuntimeSelection selection = new RuntimeSelection(door.toolchains(), door.log(), provisioning,
                raw.given("bench.jdks"), raw.text("bench.fallback"), raw.flag("bench.inProcess", false),
                JdkDiscovery.ofThisMachine(door.jvm()));
        List<TargetRuntime> runtimes = selection.select();
        new JvmFlagsTrial(door.log()).check(runtimes, settings.job().jvmArgs(), userDefined(settings, userProfiles));
        return new RunRequest(settings, runtimes, selection, gates, Optional.ofNullable(raw.path("bench.jar")),
                ReadFiles.of(raw, "bench.compareTo", "bench.history"));
    }

    /** The selected profiles that the POM defines: their flags are the user's, like bench.jvmArgs. */
    private static List<RuntimeProfile> userDefined(RunSettings settings, List<ProfileDefinition> userProfiles) {
        Set<String> names = userProfiles.stream().map(ProfileDefinition::getName).filter(Objects::nonNull)
                .map(String::trim).collect(Collectors.toSet());
        return settings.columns().profiles().stream().filter(p -> names.contains(p.name())).toList();
    }

    /** The runtimes as the engine takes them: resolved already, the fallback kept for a JDK that does not start. */
    public RuntimeSource runtimeSource() {
        List<TargetRuntime> resolved = runtimes;
        return new RuntimeSource() {
            @Override
            public List<TargetRuntime> select() {
                return resolved;
            }

            @Override
            public Optional<TargetRuntime> replacementFor(TargetRuntime failed, String why) {
                return fallback.replacementFor(failed, why);
            }

            @Override
            public boolean fallsBackInProcess() {
                return fallback.fallsBackInProcess();
            }
        };
    }
}
