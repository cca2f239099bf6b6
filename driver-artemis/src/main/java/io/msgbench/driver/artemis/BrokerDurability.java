package io.msgbench.driver.artemis;

import io.msgbench.driver.api.DriverException;

/** The broker's durability switches, read back from its management address, and what they mean for a send. */
record BrokerDurability(String version, boolean persistence, boolean journalSync, String journalType) {

    static BrokerDurability readBack(BrokerManagement management) {
        try {
            return new BrokerDurability(
                    String.valueOf(management.attribute("version")),
                    Boolean.parseBoolean(String.valueOf(management.attribute("persistenceEnabled"))),
                    Boolean.parseBoolean(String.valueOf(management.attribute("journalSyncNonTransactional"))),
                    String.valueOf(management.attribute("journalType")));
        } catch (Exception e) {
            throw new DriverException(
                    "cannot read the durability settings back from the Artemis broker: " + e.getMessage(), e);
        }
    }

    /** Plain words, with the attributes they come from. */
    String inWords() {
        String attributes = " (read back from the broker: persistenceEnabled=" + persistence
                + ", journalSyncNonTransactional=" + journalSync + ", journalType=" + journalType + ")";
        if (!persistence) {
            return "ActiveMQ Artemis " + version + ", persistence off: a confirmed message is in the broker's memory"
                    + " only and is lost when the broker stops" + attributes;
        }
        if (!journalSync) {
            return "ActiveMQ Artemis " + version + ", persistence on, journal sync off: a message is confirmed once"
                    + " written to the journal, before an fsync (a crash of the machine can lose it)" + attributes;
        }
        return "ActiveMQ Artemis " + version + ", persistence on, journal sync on: a message is confirmed once the"
                + " journal is fsynced" + attributes;
    }
}
