package io.msgbench.driver.support;

import java.util.Collection;
import java.util.Optional;

/** A broker's topics as blocking calls on its admin client: what {@link TopicAdminDriver} turns into the SPI's. */
public interface TopicAdmin {
    void create(String topic, int partitions) throws Exception;

    /** @return empty when no such topic exists */
    Optional<Integer> partitionCount(String topic) throws Exception;

    /** Deletes the topics; called only with msgbench's own (see {@link OwnTopics}). */
    void delete(Collection<String> topics) throws Exception;
}
