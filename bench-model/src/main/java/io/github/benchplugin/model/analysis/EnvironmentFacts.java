package io.github.benchplugin.model.analysis;

/**
 * Keys of {@code Environment.facts()} that the {@link EnvironmentAnalyser} reads. Whoever
 * collects facts about the machine writes them under these keys; absent keys mean "not known"
 * and never cause a warning.
 */
public final class EnvironmentFacts {

    /** Linux cpufreq scaling governor of the CPUs ("performance", "powersave", "ondemand", ...). */
    public static final String CPU_GOVERNOR = "cpuGovernor";
    /** Name of the hypervisor the machine runs under ("kvm", "vmware", ...); absent or "none" on bare metal. */
    public static final String HYPERVISOR = "hypervisor";
    /** "enabled" when the measured JVMs run with -ea / -enableassertions. */
    public static final String ASSERTIONS = "assertions";
    /** "present" when a debugger agent (-agentlib:jdwp, -Xdebug) is on the measured JVMs' command line. */
    public static final String DEBUG_AGENT = "debugAgent";
    /** "enabled" when CPU turbo boost is on (clock speed follows temperature and load). */
    public static final String TURBO_BOOST = "turboBoost";
    /** "battery" when a laptop runs on battery (power saving throttles the CPU). */
    public static final String POWER_SOURCE = "powerSource";
    /**
     * Nanoseconds the first touch of a fresh 4 KiB page of memory costs (fault and zeroing), as a
     * whole number; absent when the measured JVMs pre-touch their heap.
     */
    public static final String PAGE_TOUCH_NANOS = "pageTouchNanos";

    public static final String GOVERNOR_PERFORMANCE = "performance";
    public static final String ENABLED = "enabled";
    public static final String PRESENT = "present";
    public static final String BATTERY = "battery";

    private EnvironmentFacts() {
    }
}
