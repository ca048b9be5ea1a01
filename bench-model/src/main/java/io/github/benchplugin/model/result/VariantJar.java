package io.github.benchplugin.model.result;

/**
 * One jar of a variant's class path that differs from the first variant's.
 *
 * @param path   where it was read from (the local repository's file, or the given path)
 * @param sha256 its SHA-256, lower-case hex: the proof of what ran, whatever the file is called
 */
public record VariantJar(String path, String sha256) {
}
