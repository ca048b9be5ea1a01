package io.github.benchplugin.engine.lock;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.UserPrincipal;

/**
 * Who owns a file and how many names it has: what the run lock and the floor cache check before
 * they trust a path in a directory another user could write to (docs/security.md).
 */
public final class FileOwnership {

    private static final LinkOption NO_FOLLOW = LinkOption.NOFOLLOW_LINKS;

    private FileOwnership() {
    }

    /**
     * The user this process runs as, read off a file it creates in {@code dir}: user.name may not
     * match the effective user (sudo, containers without a passwd entry).
     */
    static UserPrincipal currentUser(Path dir) throws IOException {
        Path probe = Files.createTempFile(dir, ".bench-owner-", ".tmp");
        try {
            return Files.getOwner(probe, NO_FOLLOW);
        } finally {
            Files.deleteIfExists(probe);
        }
    }

    /** Whether {@code path} (not followed if a link) belongs to the user this process runs as. */
    public static boolean ownedByUs(Path path) throws IOException {
        Path dir = Files.isDirectory(path, NO_FOLLOW) ? path : path.toAbsolutePath().getParent();
        return Files.getOwner(path, NO_FOLLOW).equals(currentUser(dir));
    }

    /** How many names the file has; 1 where the file system cannot say (Windows has no hard links to guard against). */
    public static int linkCount(Path path) throws IOException {
        try {
            return (Integer) Files.getAttribute(path, "unix:nlink", NO_FOLLOW);
        } catch (UnsupportedOperationException | IllegalArgumentException e) {
            return 1;
        }
    }
}
