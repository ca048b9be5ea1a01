package io.github.benchplugin.model.result;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

import java.util.Locale;

/**
 * How one fork's iterations behave over time, in the classes of Barrett et al. ("Virtual Machine
 * Warmup Blows Hot and Cold", OOPSLA 2017): steady from the start ({@code flat}), steady after
 * slower iterations ({@code warmup}), steady after faster ones ({@code slowdown}), or never steady
 * for long enough ({@code none}). docs/statistics.md has the rule.
 */
public enum WarmupClass {
    FLAT, WARMUP, SLOWDOWN, NONE;

    @JsonValue
    public String json() {
        return name().toLowerCase(Locale.ROOT);
    }

    @JsonCreator
    public static WarmupClass fromJson(String value) {
        return value == null ? null : valueOf(value.toUpperCase(Locale.ROOT));
    }

    /** Whether the fork reached a steady state (of any level). */
    public boolean steady() {
        return this != NONE;
    }
}
