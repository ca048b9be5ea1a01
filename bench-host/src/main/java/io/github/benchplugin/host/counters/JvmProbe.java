package io.github.benchplugin.host.counters;

/** Where a {@link Snapshot} comes from: the running JVM's MXBeans ({@link PlatformProbe}), or a test's figures. */
public interface JvmProbe {

    /** @param workerPrefix the start of the benchmark's worker thread names ("org.acme.LockBench.contended-jmh-worker-") */
    Snapshot take(String workerPrefix);
}
