package io.msgbench.driver.support;

import io.msgbench.driver.api.DriverException;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * The guard on every driver's topic deletion: msgbench deletes only topics whose names carry its prefix (the
 * ones it made), so a wrong name never deletes a user's topic.
 * <pre>{@code
 * return OwnTopics.deleteOnly(names, topicNamePrefix(), "MQTT topics", () -> Calls.now(() -> registry.delete(names)));
 * }</pre>
 */
public final class OwnTopics {
    private OwnTopics() {}

    /**
     * @param what  what the names are, in the refusal ("JetStream streams")
     * @return the deletion, or, when a name lacks the prefix, a future failed with a {@link DriverException}
     *         naming them (nothing is deleted)
     */
    public static CompletableFuture<Void> deleteOnly(
            Collection<String> names, String prefix, String what, Supplier<CompletableFuture<Void>> deletion) {
        return deleteOnly(names, name -> name, prefix, what, deletion);
    }

    /** @param localName the part of a name that carries the prefix (a Pulsar topic's name after its namespace) */
    public static CompletableFuture<Void> deleteOnly(
            Collection<String> names,
            UnaryOperator<String> localName,
            String prefix,
            String what,
            Supplier<CompletableFuture<Void>> deletion) {
        List<String> foreign = names.stream()
                .filter(name -> !localName.apply(name).startsWith(prefix))
                .toList();
        if (!foreign.isEmpty()) {
            return CompletableFuture.failedFuture(new DriverException("refusing to delete " + what
                    + " without the prefix '" + prefix + "': " + String.join(", ", foreign)));
        }
        return deletion.get();
    }
}
