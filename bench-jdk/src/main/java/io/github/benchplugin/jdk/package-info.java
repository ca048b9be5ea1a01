/**
 * Which JDKs a benchmark run uses: the {@code bench.jdks} property turned into JDK homes, without starting
 * any JVM.
 *
 * <pre>{@code
 * List<ResolvedJdk> runtimes = new JdkResolver(
 *         new MavenToolchainSource(toolchainManager, session),
 *         JdkDiscovery.ofThisMachine(EngineJvm.MAVEN))
 *     .resolve(JdkRequests.parse(benchJdks));
 * }</pre>
 *
 * <ul>
 * <li>{@link io.github.benchplugin.jdk.JdkRequests} parses the comma list into
 * {@link io.github.benchplugin.jdk.JdkRequest}s, or throws
 * {@link io.github.benchplugin.jdk.BadJdkListException} (one line).</li>
 * <li>{@link io.github.benchplugin.jdk.JdkResolver} answers each request from the toolchains first,
 * then from {@link io.github.benchplugin.jdk.JdkDiscovery}, and gives each column an id. It throws
 * {@link io.github.benchplugin.jdk.home.JdkResolutionException} (or its subclass
 * {@link io.github.benchplugin.jdk.JdkNotFoundException}) with a message meant for the user.</li>
 * <li>{@link io.github.benchplugin.jdk.home.JdkHome} (package {@code jdk.home}, below this one and
 * {@code jdk.provision}) decides what a JDK home is and reads its version and vendor.</li>
 * </ul>
 * A mojo should report {@code BadJdkListException} and {@code JdkResolutionException} by their message
 * alone (e.g. as a {@code MojoFailureException}): the messages are complete and a stack trace adds nothing.
 */
package io.github.benchplugin.jdk;
