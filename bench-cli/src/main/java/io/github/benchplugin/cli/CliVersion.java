package io.github.benchplugin.cli;

import picocli.CommandLine;

/** {@code --version}: the version the jar was built as (its manifest), "development" from classes. */
final class CliVersion implements CommandLine.IVersionProvider {

    @Override
    public String[] getVersion() {
        String version = Main.class.getPackage().getImplementationVersion();
        return new String[] {"bench " + (version == null ? "development" : version)};
    }
}
