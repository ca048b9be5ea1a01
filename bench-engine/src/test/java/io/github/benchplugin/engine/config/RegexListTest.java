package io.github.benchplugin.engine.config;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class RegexListTest {

    @Test
    void commasInsideQuantifiersClassesAndGroupsStay() {
        assertEquals(List.of("A.*", "B{1,2}"), RegexList.split("A.*,B{1,2}"));
        assertEquals(List.of("[,;]x", "(a|b,c)"), RegexList.split("[,;]x, (a|b,c)"));
    }

    @Test
    void escapedBracketsDoNotSwallowTheNextComma() {
        assertEquals(List.of("Foo\\{", "Bar"), RegexList.split("Foo\\{,Bar"));
        assertEquals(List.of("a\\,b"), RegexList.split("a\\,b"));
    }

    @Test
    void blanksAndEmptyEntriesAreDropped() {
        assertEquals(List.of(), RegexList.split(null));
        assertEquals(List.of(), RegexList.split(" "));
        assertEquals(List.of("A", "B"), RegexList.split(" A ,, B ,"));
    }
}
