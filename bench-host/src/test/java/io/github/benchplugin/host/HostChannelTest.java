package io.github.benchplugin.host;

import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** The host's end of its channel against a plain socket standing in for the plugin. */
class HostChannelTest {

    @Test
    void theHostShowsItsTokenSendsItsEventsReadsItsPlansAndLeavesNothingOnStandardInput() throws Exception {
        InputStream stdin = System.in;
        try (ServerSocket plugin = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            String handshake = plugin.getLocalPort() + " 0123abcd\nthe rest of standard input\n";
            HostChannel channel = HostChannel.connect(new ByteArrayInputStream(handshake.getBytes(StandardCharsets.UTF_8)));
            try (Socket host = plugin.accept()) {
                BufferedReader events = new BufferedReader(new InputStreamReader(host.getInputStream(), StandardCharsets.UTF_8));
                assertEquals("0123abcd", events.readLine());
                channel.event(HostEvents.ready());
                assertEquals("@bench-host ready", events.readLine());

                Writer plans = new OutputStreamWriter(host.getOutputStream(), StandardCharsets.UTF_8);
                plans.write("/work/round-1/host-plan.properties\n");
                plans.flush();
                assertEquals("/work/round-1/host-plan.properties", channel.nextPlan());
                host.shutdownOutput(); // the plugin has no more plans
                assertNull(channel.nextPlan());
            }
            assertEquals(-1, System.in.read(), "a benchmark reading standard input finds nothing");
        } finally {
            System.setIn(stdin);
        }
    }
}
