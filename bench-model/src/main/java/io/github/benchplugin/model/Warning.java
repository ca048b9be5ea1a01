package io.github.benchplugin.model;

/**
 * Something a careful engineer would point out about the numbers.
 *
 * @param code      one of {@link WarningCode}'s names
 * @param message   what was seen and what to do about it
 * @param benchmark the benchmark concerned (with params when they matter), or null for the whole run
 * @param runtime   the runtime id concerned, or null for all
 */
public record Warning(String code, String message, String benchmark, String runtime) {

    public static Warning of(WarningCode code, String message, String benchmark, String runtime) {
        return new Warning(code.name(), message, benchmark, runtime);
    }
}
