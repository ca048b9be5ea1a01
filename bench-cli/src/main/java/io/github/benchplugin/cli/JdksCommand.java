package io.github.benchplugin.cli;

import io.github.benchplugin.jdk.EngineJvm;
import io.github.benchplugin.engine.run.ConsoleRunLog;
import io.github.benchplugin.engine.request.Door;
import io.github.benchplugin.engine.request.JdksRequest;
import io.github.benchplugin.engine.run.RunLog;
import io.github.benchplugin.jdk.ToolchainsXml;
import picocli.CommandLine.Command;

import java.util.concurrent.Callable;

/**
 * {@code bench jdks}: the JDKs {@code --jdks} can use here, as {@code mvn bench:jdks} lists them:
 * the toolchains of ~/.m2/toolchains.xml first, then the installed JDKs discovery finds.
 */
@Command(name = "jdks", mixinStandardHelpOptions = true,
        description = "Lists every JDK that --jdks can use on this machine (~/.m2/toolchains.xml first, then the"
                + " installed JDKs), oldest first, and where it looked.")
final class JdksCommand implements Callable<Integer> {

    @Override
    public Integer call() {
        RunLog log = new ConsoleRunLog(System.out, false);
        // The one parse step: ~/.m2/toolchains.xml read and the JDKs found before a line is printed.
        JdksRequest request = JdksRequest.parse(new Door(ToolchainsXml.ofUser(), log, false, null, null,
                Main.version(), EngineJvm.CLI));
        request.listing().print(log);
        return ExitCodes.OK;
    }
}
