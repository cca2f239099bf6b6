"""deploy/test-local's verdicts: check-result and check-collection pass what a good run leaves and name what a
broken one lacks (a test-local run can only show the passing side)."""
import io
import json
import os
import shutil
import tarfile
import tempfile
import unittest

from tests.support import DEPLOY, run

CHECK_RESULT = os.path.join(DEPLOY, "local", "check-result")
CHECK_COLLECTION = os.path.join(DEPLOY, "local", "check-collection")


def result(driver, durability, **counts):
    values = dict(sent=1000, acked=1000, receivedUnique=1000, failed=0, lost=0, duplicated=0, outOfOrder=0)
    values.update(counts)
    return {"driver": driver, "msgbench": {"status": "complete", "counts": values,
                                           "driverSettings": {"durability": durability}}}


PULSAR_FSYNC = ("fsync per journal write: each bookie syncs its journal to disk before it acknowledges"
                " (journalSyncData=true); acknowledged when 2 of 3 bookies have it (ensemble 3)")


class CheckResultTest(unittest.TestCase):
    def check(self, content, driver, variant):
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
            json.dump(content, f)
        self.addCleanup(os.unlink, f.name)
        return run([CHECK_RESULT, f.name, driver, variant])

    def test_a_complete_run_with_its_durability_passes(self):
        rc, out = self.check(result("Pulsar-fsync", PULSAR_FSYNC), "Pulsar-fsync", "fsync")
        self.assertEqual(0, rc, out)

    def test_a_lost_message_fails(self):
        rc, out = self.check(result("Pulsar-fsync", PULSAR_FSYNC, lost=1, receivedUnique=999),
                             "Pulsar-fsync", "fsync")
        self.assertEqual(1, rc, out)
        self.assertIn("lost is 1", out)

    def test_the_wrong_durability_fails(self):
        rc, out = self.check(result("Pulsar-fsync", PULSAR_FSYNC.replace("fsync per journal write", "no fsync")),
                             "Pulsar-fsync", "fsync")
        self.assertEqual(1, rc, out)
        self.assertIn("expected it to start with 'fsync per journal write'", out)

    def test_a_weaker_ack_quorum_fails(self):
        rc, out = self.check(result("Pulsar-fsync", PULSAR_FSYNC.replace("2 of 3", "1 of 3")), "Pulsar-fsync", "fsync")
        self.assertEqual(1, rc, out)
        self.assertIn("2 of 3 bookies", out)


def archive(folder, host, members):
    with tarfile.open(os.path.join(folder, f"{host}.tar.gz"), "w:gz") as tar:
        for name in members:
            data = b"x\n"
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))


EVERY_HOST = ["journal.log", "sysctl.txt", "mounts.txt", "etc/sysctl.d/90-msgbench.conf"]
KAFKA_BROKER = EVERY_HOST + ["var/log/kafka/server.log", "var/log/kafka/kafkaServer-gc.log",
                             "opt/kafka_2.13-4.1.2/config/msgbench-server.properties",
                             "etc/systemd/system/kafka.service"]
CLIENT = EVERY_HOST + ["etc/msgbench/workers.yaml", "etc/msgbench/drivers/kafka.yaml",
                       "etc/systemd/system/benchmark-worker.service"]


class CheckCollectionTest(unittest.TestCase):
    def check(self, hosts):
        folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, folder)
        for host, members in hosts.items():
            archive(folder, host, members)
        return run([CHECK_COLLECTION, folder, "kafka", "broker-1", "client-1"])

    def test_every_host_with_its_logs_and_configurations_passes(self):
        rc, out = self.check({"broker-1": KAFKA_BROKER, "client-1": CLIENT})
        self.assertEqual(0, rc, out)

    def test_a_missing_log_is_named(self):
        rc, out = self.check({"broker-1": [m for m in KAFKA_BROKER if "server.log" not in m], "client-1": CLIENT})
        self.assertEqual(1, rc, out)
        self.assertIn("broker-1: no var/log/kafka/server.log", out)

    def test_a_host_without_an_archive_is_named(self):
        rc, out = self.check({"broker-1": KAFKA_BROKER})
        self.assertEqual(1, rc, out)
        self.assertIn("client-1: cannot read", out)

    def test_the_worker_token_fails_the_collection(self):
        rc, out = self.check({"broker-1": KAFKA_BROKER, "client-1": CLIENT + ["etc/msgbench/worker-token"]})
        self.assertEqual(1, rc, out)
        self.assertIn("worker token was collected", out)


if __name__ == "__main__":
    unittest.main()
