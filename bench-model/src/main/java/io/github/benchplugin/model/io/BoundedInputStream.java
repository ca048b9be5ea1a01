package io.github.benchplugin.model.io;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/** Stops reading past a byte limit, so that a file that grows while being read cannot exhaust memory. */
public final class BoundedInputStream extends FilterInputStream {

    private final long limit;
    private long read;

    public BoundedInputStream(InputStream in, long limit) {
        super(in);
        this.limit = limit;
    }

    @Override
    public int read() throws IOException {
        int b = super.read();
        if (b >= 0) {
            count(1);
        }
        return b;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        int n = super.read(buffer, offset, length);
        if (n > 0) {
            count(n);
        }
        return n;
    }

    private void count(int n) throws IOException {
        read += n;
        if (read > limit) {
            throw new IOException("the file grew past " + limit + " bytes while being read");
        }
    }
}
