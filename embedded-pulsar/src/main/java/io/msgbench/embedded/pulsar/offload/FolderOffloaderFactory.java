package io.msgbench.embedded.pulsar.offload;

import java.io.IOException;
import java.util.Map;
import org.apache.bookkeeper.common.util.OrderedScheduler;
import org.apache.bookkeeper.mledger.LedgerOffloaderFactory;
import org.apache.bookkeeper.mledger.LedgerOffloaderStats;
import org.apache.pulsar.common.policies.data.OffloadPoliciesImpl;

/** What Pulsar loads from the offloader NAR ({@link OffloaderNar}) for {@code managedLedgerOffloadDriver}. */
public final class FolderOffloaderFactory implements LedgerOffloaderFactory<FolderOffloader> {
    @Override
    public boolean isDriverSupported(String driverName) {
        return FolderOffloader.DRIVER_NAME.equals(driverName);
    }

    @Override
    public FolderOffloader create(
            OffloadPoliciesImpl policies, Map<String, String> userMetadata, OrderedScheduler scheduler)
            throws IOException {
        return new FolderOffloader(policies, scheduler);
    }

    @Override
    public FolderOffloader create(
            OffloadPoliciesImpl policies,
            Map<String, String> userMetadata,
            OrderedScheduler scheduler,
            LedgerOffloaderStats stats)
            throws IOException {
        return create(policies, userMetadata, scheduler); // it records no statistics
    }
}
