package io.github.benchplugin.engine.config;

/** Whole-number properties, parsed here so that a typo gets our one-line error, not Maven's conversion trace. */
public final class Numbers {

    private Numbers() {
    }

    public static Integer parse(String property, String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            return Integer.valueOf(text.trim());
        } catch (NumberFormatException e) {
            throw new BadInputException(property + " '" + text + "' is not a whole number");
        }
    }
}
