package io.github.benchplugin.engine.lock;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.UserPrincipal;
import java.util.Objects;

/**
 * Opens a lock file that may lie in a directory other users can write (java.io.tmpdir), so that
 * nobody can turn the run against its user. A link planted at the path is never followed, and a
 * file is opened for writing only when it is a regular file of this user with no other name:
 * otherwise writing the holder's description into it would truncate and overwrite whatever the
 * planted link or hard link points to (a ~/.bashrc, a key). Nothing here ever changes a file it
 * refuses.
 */
final class OwnLockFile {

    private static final LinkOption[] NO_FOLLOW = {LinkOption.NOFOLLOW_LINKS};

    private OwnLockFile() {
    }

    /** The path cannot serve as our lock file; the message says why, naming the path. */
    static final class NotOursException extends IOException {
        NotOursException(Path path, String why) {
            super(path + " " + why);
        }
    }

    /**
     * Creates the file (only if nothing, not even a dangling link, is at the path), or opens the
     * existing one after checking that it is ours.
     *
     * @throws NotOursException when the path is a link, not a regular file, another user's, or has other names
     */
    static FileChannel open(Path path) throws IOException {
        Files.createDirectories(path.toAbsolutePath().getParent());
        try {
            return FileChannel.open(path, StandardOpenOption.CREATE_NEW, StandardOpenOption.READ,
                    StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
        } catch (FileAlreadyExistsException e) {
            return openExisting(path);
        }
    }

    private static FileChannel openExisting(Path path) throws IOException {
        BasicFileAttributes before = checked(path);
        FileChannel channel = FileChannel.open(path, StandardOpenOption.READ, StandardOpenOption.WRITE,
                LinkOption.NOFOLLOW_LINKS);
        try {
            // Java cannot stat an open channel: the file at the path must be the one checked before opening.
            if (!Objects.equals(before.fileKey(), checked(path).fileKey())) {
                throw new NotOursException(path, "was replaced while it was being opened");
            }
            return channel;
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    private static BasicFileAttributes checked(Path path) throws IOException {
        BasicFileAttributes attributes = Files.readAttributes(path, BasicFileAttributes.class, NO_FOLLOW);
        if (attributes.isSymbolicLink()) {
            throw new NotOursException(path, "is a symbolic link");
        }
        if (!attributes.isRegularFile()) {
            throw new NotOursException(path, "is not a regular file");
        }
        UserPrincipal owner = Files.getOwner(path, NO_FOLLOW);
        if (!owner.equals(FileOwnership.currentUser(path.toAbsolutePath().getParent()))) {
            throw new NotOursException(path, "belongs to " + owner.getName());
        }
        if (FileOwnership.linkCount(path) > 1) {
            throw new NotOursException(path, "has other names (hard links)");
        }
        return attributes;
    }
}
