package io.github.benchplugin.model.io;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/**
 * A gzip file uncompressed, as {@link java.util.zip.GZIPInputStream} would give it (every member, one
 * after the other), that also says where each member lies: in the file (so that a merge can copy a
 * member's compressed bytes into its output without uncompressing them) and in the uncompressed text
 * (so that the parser's offsets tell which member holds what). A file of one member (written before
 * members were cut per cell) reads the same, as one member.
 */
final class GzipMembersInput extends InputStream {

    /** One member: its compressed bytes at {@code fileOffset}, its text at {@code textOffset} of the whole. */
    record Member(long fileOffset, long compressedLength, long textOffset, long textLength) {
    }

    private static final int FTEXT_FHCRC = 0x02;
    private static final int FEXTRA = 0x04;
    private static final int FNAME = 0x08;
    private static final int FCOMMENT = 0x10;

    private final InputStream file;
    private final byte[] buffer = new byte[1 << 16];
    /** Where buffer[0] lies in the file. */
    private long bufferAt;
    private int position;
    private int limit;
    private final Inflater inflater = new Inflater(true);
    private final CRC32 crc = new CRC32();
    private final List<Member> members = new ArrayList<>();
    private boolean inMember;
    private boolean ended;
    private long memberFileOffset;
    private long memberTextOffset;
    private long text;

    GzipMembersInput(InputStream file) {
        this.file = file;
    }

    /** The members read so far, in file order (every member once the stream has been read to its end). */
    List<Member> members() {
        return members;
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] target, int offset, int length) throws IOException {
        if (length == 0) {
            return 0;
        }
        while (true) {
            if (ended) {
                return -1;
            }
            if (!inMember) {
                if (!startMember()) {
                    ended = true;
                    return -1;
                }
            }
            int n;
            try {
                n = inflater.inflate(target, offset, length);
            } catch (DataFormatException e) {
                throw new IOException("damaged gzip data: " + e.getMessage(), e);
            }
            if (n > 0) {
                crc.update(target, offset, n);
                text += n;
                return n;
            }
            if (inflater.finished()) {
                position = limit - inflater.getRemaining();
                endMember();
            } else if (inflater.needsInput()) {
                position = limit;
                if (!fill()) {
                    throw new EOFException("the gzip file ends inside a member (truncated)");
                }
                inflater.setInput(buffer, position, limit - position);
            } else if (inflater.needsDictionary()) {
                throw new IOException("damaged gzip data: a preset dictionary");
            }
        }
    }

    /** Reads the next member's header; false at the end of the file. */
    private boolean startMember() throws IOException {
        int first = next();
        if (first < 0) {
            if (members.isEmpty()) {
                throw new EOFException("empty file, not gzip");
            }
            return false;
        }
        memberFileOffset = bufferAt + position - 1;
        if (first != 0x1f || next() != 0x8b || next() != 8) {
            if (!members.isEmpty()) {
                return false; // bytes after the last member that start no other (padding): ignored, as GZIPInputStream does
            }
            throw new IOException("not in gzip format");
        }
        int flags = need();
        skip(6); // modification time, extra flags, operating system
        if ((flags & FEXTRA) != 0) {
            skip(need() | need() << 8);
        }
        if ((flags & FNAME) != 0) {
            while (need() != 0) {
                // the original file name, not used
            }
        }
        if ((flags & FCOMMENT) != 0) {
            while (need() != 0) {
                // a comment, not used
            }
        }
        if ((flags & FTEXT_FHCRC) != 0) {
            skip(2);
        }
        inflater.reset();
        crc.reset();
        inflater.setInput(buffer, position, limit - position);
        position = limit;
        memberTextOffset = text;
        inMember = true;
        return true;
    }

    private void endMember() throws IOException {
        long expectedCrc = need() | need() << 8 | need() << 16 | (long) need() << 24;
        long expectedSize = need() | need() << 8 | need() << 16 | (long) need() << 24;
        if (expectedCrc != crc.getValue() || expectedSize != ((text - memberTextOffset) & 0xffffffffL)) {
            throw new IOException("damaged gzip data: a member's checksum or size does not match its content");
        }
        long end = bufferAt + position;
        members.add(new Member(memberFileOffset, end - memberFileOffset, memberTextOffset, text - memberTextOffset));
        inMember = false;
    }

    private int next() throws IOException {
        if (position == limit && !fill()) {
            return -1;
        }
        return buffer[position++] & 0xff;
    }

    private int need() throws IOException {
        int b = next();
        if (b < 0) {
            throw new EOFException("the gzip file ends inside a member's header or trailer (truncated)");
        }
        return b;
    }

    private void skip(int bytes) throws IOException {
        for (int i = 0; i < bytes; i++) {
            need();
        }
    }

    /** Refills the buffer once everything in it was used; false at the end of the file. */
    private boolean fill() throws IOException {
        bufferAt += limit;
        position = 0;
        limit = 0;
        int n = file.read(buffer, 0, buffer.length);
        if (n <= 0) {
            return false;
        }
        limit = n;
        return true;
    }

    @Override
    public void close() throws IOException {
        inflater.end();
        file.close();
    }
}
