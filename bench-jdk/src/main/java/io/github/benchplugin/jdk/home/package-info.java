/**
 * What a JDK home is: its {@code release} file, version and vendor ({@link io.github.benchplugin.jdk.home.JdkHome},
 * {@link io.github.benchplugin.jdk.home.JdkInstallation}, {@link io.github.benchplugin.jdk.home.JavaVersions}),
 * and the root of bench.jdks' user errors ({@link io.github.benchplugin.jdk.home.JdkResolutionException}).
 * <p>
 * The bottom of the JDK packages: {@code jdk} (resolution, discovery) and {@code jdk.provision}
 * (downloads) both build on it and it uses neither, so the two no longer depend on each other
 * (PackageLayersTest keeps it so).
 */
package io.github.benchplugin.jdk.home;
