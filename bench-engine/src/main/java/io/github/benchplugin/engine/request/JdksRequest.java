package io.github.benchplugin.engine.request;

import io.github.benchplugin.jdk.JdkDiscovery;
import io.github.benchplugin.jdk.JdkListing;

/**
 * One bench:jdks (or {@code bench jdks}): it takes no bench.* value, so what is parsed up front is
 * what the door gives, the toolchains (read, so a broken toolchains.xml is one error naming the
 * file before a line is printed) and the machine's JDKs, found as a run finds them.
 *
 * @param listing every JDK bench.jdks can use here and where it looked
 */
public record JdksRequest(JdkListing listing) {

    /** @throws io.github.benchplugin.model.error.UserInputException when the toolchains cannot be read */
    public static JdksRequest parse(Door door) {
        return new JdksRequest(JdkListing.of(door.toolchains(), JdkDiscovery.ofThisMachine(door.jvm())));
    }
}
