"""deploy/test-local's verdicts: check-result and check-collection pass what a good run leaves and name what a
broken one lacks (a test-local run can only show the passing side)."""
import io
import json
import os
import shutil
import tarfile
import tempfile
import unittest

from tests.support import DEPLOY, load_script, run

CHECK_RESULT = os.path.join(DEPLOY, "local", "check-result")
CHECK_COLLECTION = os.path.join(DEPLOY, "local", "check-collection")
CHECK_MONITORING = os.path.join(DEPLOY, "local", "check-monitoring")
DASHBOARDS = os.path.join(DEPLOY, "ansible", "roles", "monitoring", "files", "dashboards")


def result(driver, durability, broker=None, **counts):
    values = dict(sent=1000, acked=1000, receivedUnique=1000, failed=0, lost=0, duplicated=0, outOfOrder=0)
    values.update(counts)
    figures = {"cpuCores": 0.75, "gcPauses": 1, "gcPauseMillis": 3.5, "gcPauseMaxMillis": -1, "heapAfterGcMiB": -1}
    intervals = [{"phase": "warmup"}] + [{"phase": "measure", "start": f"t{i}",
                                          "broker": figures if broker is None else broker} for i in range(3)]
    return {"driver": driver, "msgbench": {"status": "complete", "counts": values,
                                           "driverSettings": {"durability": durability},
                                           "environment": {"brokerFigures": "scraped from 6 Prometheus endpoint(s)"},
                                           "intervals": intervals}}


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

    def test_measured_intervals_without_the_brokers_figures_fail(self):
        rc, out = self.check(result("Pulsar-fsync", PULSAR_FSYNC, broker="none"), "Pulsar-fsync", "fsync")
        self.assertEqual(1, rc, out)
        self.assertIn("measured intervals without broker figures: 3 of 3", out)
        unscraped = result("Pulsar-fsync", PULSAR_FSYNC)
        del unscraped["msgbench"]["environment"]["brokerFigures"]
        rc, out = self.check(unscraped, "Pulsar-fsync", "fsync")
        self.assertEqual(1, rc, out)
        self.assertIn("broker figures are not scraped", out)

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


KAFKA_INVENTORY = """[brokers]
broker-1 ansible_host=10.1.0.11 private_ip=10.1.0.11
broker-2 ansible_host=10.1.0.12 private_ip=10.1.0.12

[metadata]

[clients]
client-1 ansible_host=10.1.0.21 private_ip=10.1.0.21

[monitoring]
client-1

[all:vars]
msgbench_system=kafka
"""


def targets(*down, missing=()):
    """Prometheus's /api/v1/targets for KAFKA_INVENTORY: (job, host) in `down` unhealthy, in `missing` absent."""
    wanted = [("node", h) for h in ("broker-1", "broker-2", "client-1")] + [("kafka", "broker-1"), ("kafka", "broker-2")]
    return {"status": "success", "data": {"activeTargets": [
        {"labels": {"job": job, "host": host}, "health": "down" if (job, host) in down else "up",
         "lastError": "connection refused" if (job, host) in down else ""}
        for job, host in wanted if (job, host) not in missing]}}


def dashboard_metrics(*boards):
    module = load_script(CHECK_MONITORING, "check_monitoring")
    return set().union(*(module.metric_names(q) for b in boards
                         for q in module.dashboard_queries(os.path.join(DASHBOARDS, f"{b}.json"))))


class CheckMonitoringTest(unittest.TestCase):
    def check(self, targets_json, names, system="kafka", dashboards=DASHBOARDS):
        folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, folder)
        paths = {}
        for name, content in (("targets.json", targets_json), ("names.json", {"status": "success", "data": sorted(names)})):
            paths[name] = os.path.join(folder, name)
            with open(paths[name], "w", encoding="utf-8") as f:
                json.dump(content, f)
        inventory = os.path.join(folder, "inventory.ini")
        with open(inventory, "w", encoding="utf-8") as f:
            f.write(KAFKA_INVENTORY)
        return run([CHECK_MONITORING, paths["targets.json"], paths["names.json"], system, inventory, dashboards])

    def test_every_target_up_and_every_dashboard_metric_present_passes(self):
        rc, out = self.check(targets(), dashboard_metrics("hosts", "kafka") | {"up", "jvm_threads_current"})
        self.assertEqual(0, rc, out)
        self.assertIn("5 targets up", out)

    def test_a_target_down_is_named(self):
        rc, out = self.check(targets(("kafka", "broker-2")), dashboard_metrics("hosts", "kafka"))
        self.assertEqual(1, rc, out)
        self.assertIn("target kafka on broker-2 is down (connection refused)", out)

    def test_a_host_without_node_exporter_is_named(self):
        rc, out = self.check(targets(missing=[("node", "client-1")]), dashboard_metrics("hosts", "kafka"))
        self.assertEqual(1, rc, out)
        self.assertIn("no target node on client-1", out)

    def test_a_dashboard_metric_missing_from_prometheus_is_named(self):
        names = dashboard_metrics("hosts", "kafka") - {"kafka_log_flushes_total", "node_load1"}
        rc, out = self.check(targets(), names)
        self.assertEqual(1, rc, out)
        self.assertIn("hosts.json: metrics not in Prometheus: node_load1", out)
        self.assertIn("kafka.json: metrics not in Prometheus: kafka_log_flushes_total", out)

    def test_a_dashboard_without_queries_fails(self):
        folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, folder)
        shutil.copy(os.path.join(DASHBOARDS, "hosts.json"), folder)
        with open(os.path.join(folder, "kafka.json"), "w", encoding="utf-8") as f:
            json.dump({"panels": [{"title": "empty", "targets": []}]}, f)
        rc, out = self.check(targets(), dashboard_metrics("hosts", "kafka"), dashboards=folder)
        self.assertEqual(1, rc, out)
        self.assertIn("kafka.json: no query", out)

    def test_unreadable_answers_fail(self):
        rc, out = self.check({"data": {"activeTargets": "not a list"}}, dashboard_metrics("hosts", "kafka"))
        self.assertEqual(1, rc, out)


if __name__ == "__main__":
    unittest.main()
