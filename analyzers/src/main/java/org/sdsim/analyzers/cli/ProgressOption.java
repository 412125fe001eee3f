package org.sdsim.analyzers.cli;

import picocli.CommandLine.Option;

/**
 * {@code --progress} / {@code --no-progress}, shared by the commands that read logs. By default
 * progress is shown when stderr is a terminal. Java cannot ask that of stderr itself (System.console
 * looks at stdin and stdout, which are often redirected while stderr is not), so the {@code ./gclog}
 * launcher checks it and says so with {@code -Dgclog.stderr.terminal=true}.
 */
final class ProgressOption {
    static final String STDERR_IS_TERMINAL = "gclog.stderr.terminal";

    @Option(names = "--progress", negatable = true,
            description = "Show reading progress on stderr (--no-progress: never). Default: when stderr is a terminal.")
    Boolean progress;

    boolean enabled() {
        return progress != null ? progress : Boolean.getBoolean(STDERR_IS_TERMINAL);
    }
}
