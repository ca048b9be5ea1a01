package io.github.benchplugin.engine.plan;

import io.github.benchplugin.engine.catalog.BenchmarkRow;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * A row's folder name under profiles/&lt;runtime&gt;/: the benchmark as JMH names it, its
 * parameters and its mode ({@code org.acme.SumBench.sum-size=1000-avgt}), with every character
 * that a file system may refuse replaced by '_'. A name too long for a file system is cut and
 * ends with a hash of the whole name, so two rows never share a folder.
 */
public final class RowFolder {

    private static final int MAX_LENGTH = 150;

    private RowFolder() {
    }

    public static String of(BenchmarkRow row) {
        StringBuilder name = new StringBuilder(row.method().name());
        row.params().forEach((k, v) -> name.append('-').append(k).append('=').append(v));
        name.append('-').append(row.mode());
        String safe = name.toString().replaceAll("[^A-Za-z0-9._=+-]", "_");
        if (safe.length() <= MAX_LENGTH) {
            return safe;
        }
        return safe.substring(0, MAX_LENGTH - 9) + "-" + hash(name.toString());
    }

    private static String hash(String text) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 4);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
