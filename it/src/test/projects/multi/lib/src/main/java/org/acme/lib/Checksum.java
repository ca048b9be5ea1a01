package org.acme.lib;

public final class Checksum {
    private Checksum() {
    }

    public static long of(byte[] data) {
        long h = 1125899906842597L;
        for (byte b : data) {
            h = 31 * h + b;
        }
        return h;
    }
}
