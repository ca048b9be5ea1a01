package io.github.benchplugin.model.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.util.Arrays;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * Writes a gzip file as a series of members, cut where the writer says ({@link #endMember}): read with
 * any gzip reader it is one text, the members' texts one after the other (RFC 1952, 2.2), and a member
 * of another such file can be copied in as it is, without uncompressing it ({@link #copyMember}).
 * Members the writer marks as small (the JSON between two cells) are stored, not compressed: a deflate
 * stream costs more to start than a few dozen bytes save.
 */
final class GzipMembersOutput extends OutputStream {

    /** java.util.zip.GZIPOutputStream's header: deflate, no flags, no time, XFL 0, OS 0. */
    private static final byte[] HEADER = {0x1f, (byte) 0x8b, 8, 0, 0, 0, 0, 0, 0, 0};
    /** Below this, a member is stored: deflating it would save next to nothing. */
    private static final int STORE_BELOW = 512;

    private final OutputStream target;
    private final Deflater deflater;
    private final CRC32 crc = new CRC32();
    private byte[] text = new byte[1 << 16];
    private int length;
    private final byte[] compressed = new byte[1 << 16];

    GzipMembersOutput(OutputStream target, int level) {
        this.target = target;
        this.deflater = new Deflater(level, true);
    }

    @Override
    public void write(int b) throws IOException {
        ensure(1);
        text[length++] = (byte) b;
    }

    @Override
    public void write(byte[] bytes, int offset, int count) throws IOException {
        ensure(count);
        System.arraycopy(bytes, offset, text, length, count);
        length += count;
    }

    private void ensure(int more) {
        if (length + more > text.length) {
            text = Arrays.copyOf(text, Math.max(text.length * 2, length + more));
        }
    }

    /** Ends the member being written (nothing when nothing was written since the last one). */
    void endMember() throws IOException {
        if (length == 0) {
            return;
        }
        target.write(HEADER);
        crc.reset();
        crc.update(text, 0, length);
        if (length < STORE_BELOW) {
            stored();
        } else {
            deflated();
        }
        int size = length;
        long check = crc.getValue();
        target.write(new byte[] {(byte) check, (byte) (check >> 8), (byte) (check >> 16), (byte) (check >> 24),
                (byte) size, (byte) (size >> 8), (byte) (size >> 16), (byte) (size >> 24)});
        length = 0;
        if (text.length > 1 << 20) {
            text = new byte[1 << 16]; // one large cell does not keep a large buffer for the rest
        }
    }

    /** One final stored block (RFC 1951, 3.2.4): the bytes as they are, behind their length. */
    private void stored() throws IOException {
        target.write(new byte[] {1, (byte) length, (byte) (length >> 8), (byte) ~length, (byte) (~length >> 8)});
        target.write(text, 0, length);
    }

    private void deflated() throws IOException {
        deflater.reset();
        deflater.setInput(text, 0, length);
        deflater.finish();
        while (!deflater.finished()) {
            int n = deflater.deflate(compressed, 0, compressed.length);
            target.write(compressed, 0, n);
        }
    }

    /**
     * Copies a whole member of another such file, compressed as it is, after ending the current one.
     *
     * @return false, copying nothing, when the bytes there are not the start of a gzip member
     */
    boolean copyMember(FileChannel from, long offset, long size) throws IOException {
        endMember();
        ByteBuffer chunk = ByteBuffer.wrap(compressed);
        long at = offset;
        long end = offset + size;
        boolean first = true;
        while (at < end) {
            chunk.clear();
            chunk.limit((int) Math.min(compressed.length, end - at));
            int n = from.read(chunk, at);
            if (n <= 0) {
                throw new IOException("the raw data file being copied ended early (changed while merging?)");
            }
            if (first) {
                if (n < 2 || compressed[0] != 0x1f || compressed[1] != (byte) 0x8b) {
                    return false;
                }
                first = false;
            }
            target.write(compressed, 0, n);
            at += n;
        }
        return true;
    }

    /** Ends the last member; the target stays open (its owner closes it). */
    @Override
    public void close() throws IOException {
        endMember();
        deflater.end();
        target.flush();
    }
}
