package io.github.benchplugin.model.history;

/**
 * The commit a run measured, as the project's git metadata tells it.
 *
 * @param id     full commit id, or {@value #UNKNOWN} outside git
 * @param time   committer time, ISO-8601 with offset, or {@value #UNKNOWN}
 * @param branch branch name, or {@value #UNKNOWN} (a detached checkout without CI variables)
 */
public record CommitInfo(String id, String time, String branch) {

    public static final String UNKNOWN = "unknown";
    public static final CommitInfo NONE = new CommitInfo(UNKNOWN, UNKNOWN, UNKNOWN);

    public CommitInfo {
        id = orUnknown(id);
        time = orUnknown(time);
        branch = orUnknown(branch);
    }

    /** The first 10 characters of the id: how commits are named in reports. */
    public String shortId() {
        return id.length() > 10 ? id.substring(0, 10) : id;
    }

    private static String orUnknown(String value) {
        return value == null || value.isBlank() ? UNKNOWN : value.trim();
    }
}
