package io.github.benchplugin.maven;

import io.github.benchplugin.engine.config.RawSettings;

/**
 * bench.skip, read as every other boolean is ({@link RawSettings#flag}): {@code true} or {@code false} in any
 * case, {@code -Dbench.skip} alone (Maven sets it to true). Every goal that has it declares it as a String and asks
 * here before doing anything: as a {@code boolean} field, Maven turned {@code -Dbench.skip=maybe} into false and
 * the whole suite ran.
 */
final class SkipSwitch {

    static final String PROPERTY = "bench.skip";

    private SkipSwitch() {
    }

    /**
     * @param value the goal's parameter as Maven injected it; null when not set
     * @throws io.github.benchplugin.engine.config.BadInputException for anything but true or false, naming the value
     */
    static boolean requested(String value) {
        return RawSettings.builder().put(PROPERTY, value).build().flag(PROPERTY, false);
    }
}
