"""deploy/bin/dashboards: a result file's time window as links to the provisioned Grafana dashboards; bad
input gives one line and exit 2."""
import datetime
import json
import os
import tempfile
import unittest

from tests.support import DEPLOY, run

SCRIPT = os.path.join(DEPLOY, "bin", "dashboards")


def millis(text):
    return int(datetime.datetime.fromisoformat(text).timestamp() * 1000)


class DashboardsTest(unittest.TestCase):
    def setUp(self):
        self._tmp = tempfile.TemporaryDirectory()
        self.addCleanup(self._tmp.cleanup)

    def result(self, name, msgbench):
        path = os.path.join(self._tmp.name, name)
        with open(path, "w", encoding="utf-8") as f:
            json.dump({"driver": "x", "msgbench": msgbench}, f)
        return path

    def test_the_hosts_and_the_systems_dashboard_open_at_the_run_with_a_margin(self):
        path = self.result("pulsar.json", {"start": "2026-11-27T11:08:33.367678848Z",
                                           "end": "2026-11-27T11:09:20.8Z",
                                           "driverConfig": {"driverClass": "io.msgbench.driver.pulsar.PulsarDriver"}})
        rc, out = run([SCRIPT, "--margin-seconds", "30", path])
        self.assertEqual(0, rc, out)
        start = millis("2026-11-27T11:08:03.367+00:00")
        end = millis("2026-11-27T11:09:50.800+00:00")
        self.assertIn(f"msgbench: hosts: http://localhost:3000/d/msgbench-hosts?from={start}&to={end}", out)
        self.assertIn(f"msgbench: Pulsar: http://localhost:3000/d/msgbench-pulsar?from={start}&to={end}", out)
        self.assertNotIn("msgbench-kafka", out)

    def test_every_system_has_its_provisioned_dashboard_and_an_unknown_one_only_the_hosts(self):
        for system, driver_class in (("kafka", "kafka"), ("pravega", "io.msgbench.driver.pravega.PravegaDriver"),
                                     (None, "io.msgbench.driver.nats.NatsDriver")):
            with self.subTest(driver_class=driver_class):
                path = self.result("r.json", {"start": "2026-11-27T11:08:33Z", "end": None,
                                              "driverConfig": {"driverClass": driver_class}})
                rc, out = run([SCRIPT, "--grafana", "http://localhost:3001/", path])
                self.assertEqual(0, rc, out)
                dashboards = [line for line in out.splitlines() if "/d/" in line]
                self.assertEqual(2 if system else 1, len(dashboards), out)
                self.assertTrue(all(line.endswith("&to=now") for line in dashboards), out)
                self.assertTrue(all("http://localhost:3001/d/" in line for line in dashboards), out)
                if system:
                    self.assertIn(f"/d/msgbench-{system}?", dashboards[1])

    def test_a_file_that_is_no_result_is_one_line_and_exit_2(self):
        cases = {"missing.json": "cannot read",
                 self.result("empty.json", {}): "not a msgbench result (no msgbench.start)",
                 self.result("bad.json", {"start": "yesterday"}): "msgbench.start: expected a UTC instant"}
        for path, reason in cases.items():
            with self.subTest(path=path):
                rc, out = run([SCRIPT, os.path.join(self._tmp.name, path)])
                self.assertEqual(2, rc, out)
                self.assertEqual(1, len(out.strip().splitlines()), out)
                self.assertIn(reason, out)
