package io.github.benchplugin.model.analysis;

/**
 * What counts as JMH's harness in bench.explain's evidence: the code JMH runs around the
 * benchmark rather than the code it measures. Its differences between runtimes (JMH's loop
 * inlined one way on 17 and another on 25, its result bookkeeping compiled to another tier) are
 * real but rarely the answer, and in a benchmark with locks or many threads they can outnumber
 * everything else: {@link EvidenceDiff} ranks them after the user's code and the JDK's.
 *
 * <p>A class is JMH's when its name starts with {@code org.openjdk.jmh.} (the runner, its
 * {@code InfraControl}, {@code BenchmarkTaskResult}, {@code Blackhole}), when it is in a package
 * named {@code jmh_generated} (JMH's annotation processor writes its classes to
 * {@code <benchmark package>.jmh_generated}), or when its name, or the name of the class it is
 * nested in, ends with {@code _jmhTest} or contains {@code _jmhType} (the generated classes by
 * name, wherever a build puts them). docs/explain.md documents the same rule; keep them in step.
 */
public final class JmhHarness {

    private static final String JMH_PACKAGE = "org.openjdk.jmh.";
    private static final String GENERATED_PACKAGE = "jmh_generated";
    /** The packages of the JDK's own modules: what JMH's code calls (a latch, System.nanoTime) is still its harness. */
    private static final String[] JDK_PACKAGES = {"java.", "javax.", "jdk.", "sun.", "com.sun."};

    private JmhHarness() {
    }

    /** A method as bench.explain names it ("org.acme.jmh_generated.B_m_jmhTest.m_avgt_jmhStub"): is it JMH's? */
    public static boolean isHarnessMethod(String method) {
        return isHarnessClass(classOf(method));
    }

    /** A class name ("org.openjdk.jmh.infra.Blackhole", "org.acme.jmh_generated.B_jmhType_B1"): is it JMH's? */
    public static boolean isHarnessClass(String className) {
        if (className.startsWith(JMH_PACKAGE) || ("." + className).contains("." + GENERATED_PACKAGE + ".")) {
            return true;
        }
        // By name too: the class itself, or the class a nested or hidden class belongs to
        // ("B_m_jmhTest$$Lambda.0x0000000801001000", as JFR names a hidden class).
        for (String part : className.split("[.$]")) {
            if (part.endsWith("_jmhTest") || part.contains("_jmhType")) {
                return true;
            }
        }
        return false;
    }

    /**
     * An inlining decision is the harness's when one of its two methods is JMH's and the other is
     * JMH's or the JDK's: JMH's loop and the stub it holds back, its bookkeeping, Blackhole inside,
     * JMH calling a latch or the clock. A call between JMH's code and the user's (the stub calling
     * the benchmark method, the benchmark calling Blackhole.consume) stays with the user's code:
     * whether that call is inlined decides what the score measures.
     */
    public static boolean isHarnessCall(String caller, String callee) {
        boolean callerJmh = isHarnessMethod(caller);
        boolean calleeJmh = isHarnessMethod(callee);
        return (callerJmh && (calleeJmh || isJdkMethod(callee))) || (calleeJmh && isJdkMethod(caller));
    }

    private static boolean isJdkMethod(String method) {
        String className = classOf(method);
        for (String prefix : JDK_PACKAGES) {
            if (className.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }

    /** "a.b.C.m" -> "a.b.C": the method's name is after the last dot. */
    private static String classOf(String method) {
        int lastDot = method.lastIndexOf('.');
        return lastDot < 0 ? method : method.substring(0, lastDot);
    }
}
