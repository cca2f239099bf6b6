package io.msgbench.embedded.artemis;

import io.msgbench.embedded.launcher.Loopback;
import java.nio.file.Path;
import org.apache.activemq.artemis.core.config.Configuration;
import org.apache.activemq.artemis.core.config.impl.ConfigurationImpl;
import org.apache.activemq.artemis.core.server.JournalType;

/** The broker's configuration, in code instead of a broker.xml: one core acceptor on loopback, data in DIR/data. */
final class ServerConfiguration {

    private ServerConfiguration() {}

    static Configuration of(BrokerSettings settings, Path workDir) throws Exception {
        Path data = workDir.resolve("data");
        Configuration config = new ConfigurationImpl();
        config.setName("msgbench-embedded");
        config.addAcceptorConfiguration("core", "tcp://" + Loopback.HOST + ":" + settings.port() + "?protocols=CORE");
        config.setSecurityEnabled(false); // loopback only, a throwaway broker
        config.setJMXManagementEnabled(false); // the core management address still answers (the driver reads it)
        config.setPersistenceEnabled(settings.persistence());
        config.setJournalSyncNonTransactional(settings.journalSync());
        config.setJournalSyncTransactional(settings.journalSync());
        // NIO: libaio is not on every machine, and NIO's behaviour does not depend on which one this is
        config.setJournalType(JournalType.NIO);
        config.setJournalDirectory(data.resolve("journal").toString());
        config.setBindingsDirectory(data.resolve("bindings").toString());
        config.setLargeMessagesDirectory(data.resolve("large-messages").toString());
        config.setPagingDirectory(data.resolve("paging").toString());
        config.setNodeManagerLockDirectory(data.toString());
        return config;
    }
}
