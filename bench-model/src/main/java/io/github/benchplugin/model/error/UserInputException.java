package io.github.benchplugin.model.error;

/**
 * The root of every user error: a value, a file or a JDK the user named that cannot be used. Its
 * message is complete on its own (it names the bad value and what to do; a first line that can
 * stand alone, further lines only for what was found and where it looked) and is shown as is:
 * each door maps this one type in one place (Maven: one {@code [ERROR]}, no stack trace; the
 * command line: one line on stderr and exit code 2). Anything else a door sees is a bug or an
 * I/O failure, not the user's doing.
 * <p>
 * Subtypes say where the error was found: {@code BadInputException} (a {@code bench.*} value),
 * {@code ResultFileException} (a results file or history record; {@code UnsupportedSchemaVersionException}
 * when a newer plugin wrote it), {@code MergeException} (inputs that cannot be
 * merged), {@code JdkResolutionException} (a JDK that is not there).
 */
public class UserInputException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public UserInputException(String message) {
        super(message);
    }

    public UserInputException(String message, Throwable cause) {
        super(message, cause);
    }
}
