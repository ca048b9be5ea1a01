package io.github.benchplugin.maven;

import io.github.benchplugin.engine.config.BadInputException;
import org.apache.maven.plugin.MojoFailureException;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SkipSwitchTest {

    @Test
    void trueAndFalseInAnyCaseAndNotSetMeanWhatTheySay() {
        assertTrue(SkipSwitch.requested("true"), "-Dbench.skip alone: Maven sets it to true");
        assertTrue(SkipSwitch.requested(" True "));
        assertFalse(SkipSwitch.requested("false"));
        assertFalse(SkipSwitch.requested(null), "not set");
        assertFalse(SkipSwitch.requested(""), "a CI variable that expanded to nothing: not set, as for every boolean");
    }

    @Test
    void anythingElseIsRefusedNamingTheValueAndWhatIsAllowed() {
        for (String junk : new String[] {"maybe", "ture", "yes", "1"}) {
            BadInputException e = assertThrows(BadInputException.class, () -> SkipSwitch.requested(junk));
            assertEquals("bench.skip '" + junk + "' is not a boolean; allowed: true, false", e.getMessage());
        }
    }

    @Test
    void theGoalsEndWithTheOneErrorBeforeDoingAnything() {
        RunMojo run = new RunMojo();
        run.skip = "maybe";
        // session, project and output directory are all unset: the refusal comes before any of them is used
        MojoFailureException e = assertThrows(MojoFailureException.class, run::execute);
        assertEquals("bench.skip 'maybe' is not a boolean; allowed: true, false", e.getMessage());
        HistoryMojo history = new HistoryMojo();
        history.skip = "ture";
        assertEquals("bench.skip 'ture' is not a boolean; allowed: true, false",
                assertThrows(MojoFailureException.class, history::execute).getMessage());
    }

    @Test
    void skipTrueStillDoesNothing() throws Exception {
        MergeMojo merge = new MergeMojo();
        merge.skip = "true";
        merge.execute(); // no inputs, no session: it would fail if it did anything
    }
}
