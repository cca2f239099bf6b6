package io.msgbench.driver.pravega;

import io.msgbench.driver.api.DriverConfig;
import java.time.Duration;
import java.util.Optional;

/**
 * Transactional writes: a transaction is committed after {@code eventsPerTransaction} events, or once it has
 * been open {@code maxTransactionAgeMs} (so a slow producer, a probe or the last events of a run are not held
 * back forever).
 */
public record TransactionSettings(int eventsPerTransaction, Duration maxAge) {

    static Optional<TransactionSettings> parse(DriverConfig config) {
        int events = config.positiveInteger("eventsPerTransaction", 1);
        Duration maxAge = Duration.ofMillis(config.positiveInteger("maxTransactionAgeMs", 1_000));
        return config.bool("enableTransaction", false)
                ? Optional.of(new TransactionSettings(events, maxAge))
                : Optional.empty();
    }

    String describe() {
        return "transactions of " + eventsPerTransaction + " event(s), committed when full or " + maxAge.toMillis()
                + " ms after they opened; a send is acknowledged when its transaction's commit returns (durable and"
                + " decided), readers see it once the commit completes";
    }
}
