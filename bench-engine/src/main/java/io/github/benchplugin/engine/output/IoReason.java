package io.github.benchplugin.engine.output;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/**
 * The system's own reason for a failed file operation, in its words ("Permission denied",
 * "Read-only file system", "Not a directory"). The JDK puts the reason in the message of most
 * {@link FileSystemException}s, but its subclasses for the common cases (access denied, no such
 * file...) carry only the path: "could not write /x/y" alone does not say what to fix.
 */
public final class IoReason {

    private IoReason() {
    }

    /** The reason alone: "Permission denied". */
    public static String of(IOException e) {
        if (e instanceof FileSystemException f) {
            if (f.getReason() != null && !f.getReason().isBlank()) {
                return f.getReason();
            }
            return kind(f);
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    /** The file and the reason, as the system says it: "/x/y: Permission denied". */
    public static String describe(IOException e) {
        if (e instanceof FileSystemException f && f.getFile() != null) {
            return f.getFile() + (f.getOtherFile() == null ? "" : " -> " + f.getOtherFile()) + ": " + of(e);
        }
        return of(e);
    }

    /** The file the system named, when it named one. */
    public static String file(IOException e) {
        return e instanceof FileSystemException f ? f.getFile() : null;
    }

    /** strerror's words for the errors the JDK maps to a subclass without a reason. */
    private static String kind(FileSystemException e) {
        if (e instanceof AccessDeniedException) {
            return "Permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "No such file or directory";
        }
        if (e instanceof NotDirectoryException) {
            return "Not a directory";
        }
        if (e instanceof FileAlreadyExistsException) {
            return "File exists";
        }
        if (e instanceof DirectoryNotEmptyException) {
            return "Directory not empty";
        }
        return e.getClass().getSimpleName();
    }
}
