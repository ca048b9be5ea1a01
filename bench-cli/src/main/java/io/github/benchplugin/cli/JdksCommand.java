package io.github.benchplugin.cli;

import io.github.benchplugin.engine.ConsoleRunLog;
import io.github.benchplugin.jdk.JdkDiscovery;
import io.github.benchplugin.jdk.JdkInstallation;
import io.github.benchplugin.jdk.JdkListing;
import io.github.benchplugin.jdk.ToolchainSource;
import picocli.CommandLine.Command;

import java.util.List;
import java.util.concurrent.Callable;

/** {@code bench jdks}: the JDKs {@code --jdks} can use here, as {@code mvn bench:jdks} lists them. */
@Command(name = "jdks", mixinStandardHelpOptions = true,
        description = "Lists every JDK that --jdks can use on this machine, oldest first, and where it looked.")
final class JdksCommand implements Callable<Integer> {

    /** Without Maven there is no toolchains.xml: discovery alone. */
    static final ToolchainSource NO_TOOLCHAINS = new ToolchainSource() {
        @Override
        public List<JdkInstallation> jdkToolchains() {
            return List.of();
        }

        @Override
        public String description() {
            return "no toolchains (the command line reads none)";
        }
    };

    @Override
    public Integer call() {
        JdkListing.print(NO_TOOLCHAINS, JdkDiscovery.ofThisMachine(), new ConsoleRunLog(System.out, false));
        return ExitCodes.OK;
    }
}
