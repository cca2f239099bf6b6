package io.msgbench.embedded.pravega;

import io.msgbench.embedded.launcher.Loopback;
import io.pravega.segmentstore.storage.impl.bookkeeper.ZooKeeperServiceRunner;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.bookkeeper.client.BookKeeperAdmin;
import org.apache.bookkeeper.conf.ServerConfiguration;
import org.apache.bookkeeper.proto.BookieServer;

/**
 * ZooKeeper and one bookie for the segment store's Tier 1, with the bookie's journal and ledgers in a folder of
 * the broker's work folder. Pravega's own BookKeeperServiceRunner puts them in {@code /tmp} and takes no
 * journal settings, hence this class.
 */
final class LocalBookKeeper implements AutoCloseable {
    /** Top level: the standalone deletes {@code /pravega} in ZooKeeper when it starts. */
    static final String LEDGERS_PATH = "/ledgers";

    private final ZooKeeperServiceRunner zooKeeper;
    private final ServerConfiguration conf;
    private BookieServer bookie;

    private LocalBookKeeper(ZooKeeperServiceRunner zooKeeper, ServerConfiguration conf) {
        this.zooKeeper = zooKeeper;
        this.conf = conf;
    }

    /** Starts ZooKeeper on {@code zkPort}, formats BookKeeper's metadata in it, then starts the bookie. */
    static LocalBookKeeper start(int zkPort, Path folder, boolean journalSyncData) throws Exception {
        ZooKeeperServiceRunner zooKeeper = new ZooKeeperServiceRunner(zkPort, false, null, null, null);
        zooKeeper.initialize();
        zooKeeper.start();
        if (!ZooKeeperServiceRunner.waitForServerUp(zkPort)) {
            zooKeeper.close();
            throw new IllegalStateException("ZooKeeper did not start on port " + zkPort);
        }
        LocalBookKeeper bookKeeper = new LocalBookKeeper(zooKeeper, conf(zkPort, folder, journalSyncData));
        try {
            if (!BookKeeperAdmin.initNewCluster(bookKeeper.conf)) {
                throw new IllegalStateException("BookKeeper metadata could not be created in ZooKeeper");
            }
            bookKeeper.bookie = new BookieServer(bookKeeper.conf);
            bookKeeper.bookie.start();
            return bookKeeper;
        } catch (Exception e) {
            bookKeeper.close();
            throw e;
        }
    }

    private static ServerConfiguration conf(int zkPort, Path folder, boolean journalSyncData) throws Exception {
        Path journal = Files.createDirectories(folder.resolve("journal"));
        Path ledgers = Files.createDirectories(folder.resolve("ledgers"));
        ServerConfiguration conf = new ServerConfiguration();
        conf.setMetadataServiceUri("zk://" + Loopback.HOST + ":" + zkPort + LEDGERS_PATH);
        conf.setBookiePort(Loopback.freePort())
                .setAdvertisedAddress(Loopback.HOST)
                .setAllowLoopback(true)
                .setJournalDirName(journal.toString())
                .setLedgerDirNames(new String[] {ledgers.toString()})
                .setJournalSyncData(journalSyncData)
                .setHttpServerEnabled(false)
                .setStatisticsEnabled(false);
        return conf;
    }

    /** The bookie's journal sync, as the running bookie's configuration has it. */
    boolean journalSyncData() {
        return conf.getJournalSyncData();
    }

    Path journalDir() {
        return conf.getJournalDirs()[0].toPath();
    }

    Path ledgerDir() {
        return Path.of(conf.getLedgerDirNames()[0]);
    }

    boolean bookieRunning() {
        return bookie != null && bookie.isRunning();
    }

    @Override
    public void close() throws Exception {
        try {
            if (bookie != null) {
                bookie.shutdown();
            }
        } finally {
            zooKeeper.close();
        }
    }
}
