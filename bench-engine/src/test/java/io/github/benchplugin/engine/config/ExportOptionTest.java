package io.github.benchplugin.engine.config;

import io.github.benchplugin.report.export.ExportFormat;
import org.junit.jupiter.api.Test;

import java.util.EnumSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class ExportOptionTest {

    @Test
    void aCommaListOfFormatsInAnyOrder() {
        assertEquals(EnumSet.of(ExportFormat.JUNIT, ExportFormat.BENCHER),
                ExportOption.parse(" junit, bencher "));
        assertEquals(EnumSet.allOf(ExportFormat.class),
                ExportOption.parse("bencher,github-action-benchmark,junit,jmh,junit"));
        assertEquals(Set.of(), ExportOption.parse(null));
        assertEquals(Set.of(), ExportOption.parse(" "));
    }

    @Test
    void anUnknownNameIsOneErrorNamingItAndTheAllowedOnes() {
        BadInputException e = assertThrows(BadInputException.class, () -> ExportOption.parse("junit,xml"));
        assertEquals("bench.export: 'xml' is not an export format; allowed: a comma list of bencher,"
                + " github-action-benchmark, junit, jmh", e.getMessage());
        BadInputException empty = assertThrows(BadInputException.class, () -> ExportOption.parse("junit,,jmh"));
        assertEquals("bench.export: '' is not an export format (an empty entry in 'junit,,jmh'); allowed: a comma"
                + " list of bencher, github-action-benchmark, junit, jmh", empty.getMessage());
    }
}
