package io.github.benchplugin.engine.runtimeprofile;

/**
 * A user-defined runtime profile from the plugin configuration:
 * {@code <profiles><profile><name>bigheap</name><jvmArgs>-Xmx4g -XX:+AlwaysPreTouch</jvmArgs></profile></profiles>}.
 * A plain bean so that Maven can inject it; it is selected like a built-in, by name in bench.profiles.
 */
public class ProfileDefinition {

    private String name;
    private String jvmArgs;

    public ProfileDefinition() {
    }

    public ProfileDefinition(String name, String jvmArgs) {
        this.name = name;
        this.jvmArgs = jvmArgs;
    }

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    public String getJvmArgs() {
        return jvmArgs;
    }

    public void setJvmArgs(String jvmArgs) {
        this.jvmArgs = jvmArgs;
    }
}
