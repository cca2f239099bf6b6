package io.msgbench.cli;

import io.msgbench.result.Environment;
import picocli.CommandLine.IVersionProvider;

/** {@code --version}. */
final class VersionProvider implements IVersionProvider {
    @Override
    public String[] getVersion() {
        return new String[] {"msgbench " + Environment.version()};
    }
}
