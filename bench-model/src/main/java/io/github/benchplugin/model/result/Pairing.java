package io.github.benchplugin.model.result;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * How the two sides of a comparison were measured (results.json {@code "pairing"}): {@code duet} when
 * their forks ran at the same time on separate CPU sets with their iterations started together
 * (bench.duet), so that the ratio comes from the paired iterations; {@code sequential} when one side
 * was measured after the other, as without bench.duet.
 */
public enum Pairing {
    DUET, SEQUENTIAL;

    @JsonValue
    public String json() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
