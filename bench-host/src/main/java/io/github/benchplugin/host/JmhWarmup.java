package io.github.benchplugin.host;

import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.reflect.Method;

/**
 * What a serving host does before it says it is ready: the work JMH would otherwise do at the
 * start of its first cell. Since JMH 1.33 that is two {@code java -version} runs of this JDK, to
 * find out whether it has compiler blackholes; JMH keeps the answer for the life of the JVM. The
 * plugin starts every runtime's host side by side and waits for all of them to be ready, so these
 * probes run in parallel and never beside a measured fork.
 * <p>
 * JMH's Runner class is not touched here: it must first be initialized by
 * {@link JmhLock#keepJmhAwayFromIt}, which needs a plan's directory.
 */
final class JmhWarmup {

    /** Where JMH's note about blackholes goes: JMH prints it again with the first cell. */
    private static final OutputStream NOWHERE = new OutputStream() {
        @Override
        public void write(int b) {
        }
    };

    private JmhWarmup() {
    }

    /** Best effort: on a JMH without the probe (before 1.33), or if it fails, the first cell does it as before. */
    static void run() {
        try {
            Class<?> hints = Class.forName("org.openjdk.jmh.runner.CompilerHints", true, JmhWarmup.class.getClassLoader());
            Method probe = hints.getMethod("printWarnings", PrintStream.class);
            probe.invoke(null, new PrintStream(NOWHERE));
        } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
            // nothing gained, nothing lost
        }
    }
}
