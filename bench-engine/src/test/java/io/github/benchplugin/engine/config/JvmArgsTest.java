package io.github.benchplugin.engine.config;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class JvmArgsTest {

    /** An empty quoted argument ('') is dropped: java would take an empty argument for the main class. */
    @Test
    void splitsOnBlanksAndGroupsQuotes() {
        assertEquals(List.of("-Xmx1g", "-Dname=a b", "-Dq=it's"),
                JvmArgs.split("  -Xmx1g\t-Dname='a b'  \"-Dq=it's\" '' "));
    }

    @Test
    void quotesInsideAWord() {
        assertEquals(List.of("-Dx=a b c"), JvmArgs.split("-Dx=a' b 'c"));
    }

    @Test
    void linesAndTabsOfAPomElementSeparateArguments() {
        assertEquals(List.of("-Xmx1g", "-XX:+UseG1GC", "-Dlabel=two words"),
                JvmArgs.split("\n      -Xmx1g\n\t-XX:+UseG1GC\r\n      \"-Dlabel=two words\"\n    "));
    }

    @Test
    void unsetMeansNone() {
        assertEquals(List.of(), JvmArgs.split(null));
        assertEquals(List.of(), JvmArgs.split("   "));
    }

    @Test
    void unclosedQuote() {
        assertEquals("bench.jvmArgs '-Dx=\"a b' has an unclosed quote (\" or '); close it or drop it",
                assertThrows(BadInputException.class, () -> JvmArgs.split("-Dx=\"a b")).getMessage());
    }
}
