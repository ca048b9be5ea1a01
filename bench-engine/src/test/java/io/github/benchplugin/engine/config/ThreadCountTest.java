package io.github.benchplugin.engine.config;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ThreadCountTest {

    @Test
    void aPositiveNumberOrMaxAsJmhsDashT() {
        assertEquals("2", ThreadCount.parse("2"));
        assertEquals("16", ThreadCount.parse(" 16 "));
        assertEquals("max", ThreadCount.parse("MAX"));
        assertNull(ThreadCount.parse(null));
        assertNull(ThreadCount.parse(" "));
    }

    @Test
    void anythingElseIsOneErrorNamingTheValueAndWhatIsAllowed() {
        for (String bad : new String[] {"0", "-1", "two", "1.5", "2 threads"}) {
            BadInputException e = assertThrows(BadInputException.class, () -> ThreadCount.parse(bad));
            assertEquals("bench.threads '" + bad + "' is not a thread count; allowed: a positive integer, or max "
                    + "(one thread per processor, as JMH's -t max)", e.getMessage());
        }
    }

    @Test
    void reachesJmhAsDashTAndTheRecordedSettings() {
        JobSettings s = JobSettings.of(RawSettings.builder().put("bench.job", "dry").put("bench.threads", "max").build());
        assertTrue(String.join(" ", s.jmhOptions()).contains("-t max"), s.jmhOptions()::toString);
        assertEquals("max", s.describe().get("threads"));
        JobSettings unset = JobSettings.of(RawSettings.builder().put("bench.job", "dry").build());
        assertTrue(!unset.jmhOptions().contains("-t"));
    }
}
