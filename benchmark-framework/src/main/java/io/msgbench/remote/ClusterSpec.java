package io.msgbench.remote;

import io.msgbench.coordinator.SplitMode;
import java.net.URI;
import java.util.List;
import java.util.Optional;

/** Which workers a distributed run uses, the token they expect, and how the work is split among them. */
public record ClusterSpec(List<URI> urls, Optional<String> token, SplitMode mode) {
    public ClusterSpec {
        urls = List.copyOf(urls);
        if (urls.isEmpty()) {
            throw new IllegalArgumentException("a distributed run needs at least one worker");
        }
    }

    /** True when every worker is on this host's loopback (an embedded broker is reachable only then). */
    public boolean allLoopback() {
        return urls.stream()
                .allMatch(url -> url.getHost().equals("localhost")
                        || url.getHost().startsWith("127.")
                        || url.getHost().equals("[::1]"));
    }
}
