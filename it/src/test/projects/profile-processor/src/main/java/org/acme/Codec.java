package org.acme;

/** The library's own code, measured by the benchmarks in src/test. */
public final class Codec {

    private Codec() {
    }

    public static String reverse(String text) {
        return new StringBuilder(text).reverse().toString();
    }
}
