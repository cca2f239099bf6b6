"""Monitoring (playbook monitoring.yml, role monitoring, Kafka's JMX exporter): Prometheus's configuration renders
for every system with a target for every host and every system endpoint (and passes `promtool check config` where
Debian's prometheus package gives promtool), Prometheus and Grafana listen on loopback only, the dashboards are
valid JSON whose every query names metrics, the Kafka broker runs the exporter agent; each check catches a
breakage."""
import glob
import json
import os
import shutil
import tempfile
import unittest

import yaml

from tests import unitcheck
from tests.rendering import properties, rendered_systems
from tests.support import ANSIBLE, DEPLOY, SYSTEMS, load_script, run

DASHBOARDS = os.path.join(ANSIBLE, "roles", "monitoring", "files", "dashboards")
CHECK = load_script(os.path.join(DEPLOY, "local", "check-monitoring"), "check_monitoring")
PRIVATE = {"broker-1": "10.0.0.21", "broker-2": "10.0.0.22", "broker-3": "10.0.0.23", "metadata-1": "10.0.0.31",
           "metadata-2": "10.0.0.32", "metadata-3": "10.0.0.33", "client-1": "10.0.0.11", "client-2": "10.0.0.12"}
GROUP_HOSTS = {"brokers": ["broker-1", "broker-2", "broker-3"], "metadata": ["metadata-1", "metadata-2", "metadata-3"],
               "clients": ["client-1", "client-2"]}


def role_defaults(role):
    with open(os.path.join(ANSIBLE, "roles", role, "defaults", "main.yml"), encoding="utf-8") as f:
        return yaml.safe_load(f)


def group_vars():
    with open(os.path.join(ANSIBLE, "group_vars", "all.yml"), encoding="utf-8") as f:
        return yaml.safe_load(f)


def scrape_problems(config, system):
    """What a rendered prometheus.yml lacks: node_exporter on every host, and each of the system's jobs that
    deploy/local/check-monitoring expects on every host of its group, each target labelled with its host."""
    settings = group_vars()
    ports = {"kafka": settings["kafka_metrics_port"], "pulsar-broker": settings["pulsar_web_port"],
             "bookie": settings["bookkeeper_metrics_port"], "zookeeper": settings["zookeeper_metrics_port"],
             "pravega-segmentstore": settings["pravega_segmentstore_rest_port"],
             "pravega-controller": settings["pravega_controller_rest_port"]}
    hosts = [h for h in PRIVATE if system != "kafka" or not h.startswith("metadata")]
    wanted = {("node", h): f"{PRIVATE[h]}:{settings['node_exporter_port']}" for h in hosts}
    for job, group in CHECK.JOBS[system].items():
        wanted.update({(job, h): f"{PRIVATE[h]}:{ports[job]}" for h in GROUP_HOSTS[group]})
    found = {}
    for scrape in config.get("scrape_configs", []):
        for static in scrape.get("static_configs", []):
            for target in static.get("targets", []):
                found[(scrape["job_name"], static.get("labels", {}).get("host"))] = target
    problems = [f"{job} on {host}: target {found.get((job, host))}, want {target}"
                for (job, host), target in sorted(wanted.items()) if found.get((job, host)) != target]
    problems += [f"unexpected target {job} on {host}" for job, host in sorted(set(found) - set(wanted))]
    interval = config.get("global", {}).get("scrape_interval")
    if interval != "5s":
        problems.append(f"scrape_interval is {interval}, want 5s")
    return problems


class MonitoringTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.rendered = rendered_systems()

    def prometheus(self, system):
        return self.rendered[system]["client-1"]["monitoring/prometheus.yml@fsync=true"]

    def test_the_monitoring_host_is_the_first_client_only(self):
        for system in SYSTEMS:
            with self.subTest(system=system):
                hosts = [h for h, files in self.rendered[system].items() if "monitoring/prometheus.yml@fsync=true" in files]
                self.assertEqual(["client-1"], hosts)

    def test_prometheus_scrapes_every_host_and_every_system_endpoint(self):
        for system in SYSTEMS:
            with self.subTest(system=system):
                self.assertEqual([], scrape_problems(yaml.safe_load(self.prometheus(system)), system))

    def test_the_scrape_jobs_are_those_check_monitoring_expects(self):
        jobs = role_defaults("monitoring")["monitoring_jobs"]
        for system in SYSTEMS:
            self.assertEqual(CHECK.JOBS[system], {j["job"]: j["group"] for j in jobs[system]}, system)

    def test_every_scraped_port_is_a_setting_of_every_host(self):
        # The monitoring host runs role monitoring only: a port named in another role's defaults is undefined
        # there (pravega_controller_rest_port was, and the Pravega playbook failed on client-1).
        settings = group_vars()
        for system, jobs in role_defaults("monitoring")["monitoring_jobs"].items():
            for job in jobs:
                name = job["port"].strip("{} ")
                self.assertTrue(name in settings, f"{system}/{job['job']}: {name} is not in group_vars/all.yml")

    def test_a_missing_or_wrong_target_is_caught(self):
        config = yaml.safe_load(self.prometheus("kafka"))
        config["scrape_configs"][1]["static_configs"].pop()
        self.assertEqual(["kafka on broker-3: target None, want 10.0.0.23:7071"], scrape_problems(config, "kafka"))
        config = yaml.safe_load(self.prometheus("pulsar"))
        config["scrape_configs"][0]["static_configs"][0]["targets"] = ["10.0.0.21:9101"]
        config["global"]["scrape_interval"] = "15s"
        self.assertEqual(2, len(scrape_problems(config, "pulsar")))

    @unittest.skipUnless(shutil.which("promtool"), "promtool not installed (apt-get install prometheus)")
    def test_promtool_accepts_the_configuration_and_refuses_a_broken_one(self):
        folder = tempfile.mkdtemp(prefix="msgbench-promtool-")
        self.addCleanup(shutil.rmtree, folder)
        for system in SYSTEMS:
            path = os.path.join(folder, f"{system}.yml")
            with open(path, "w", encoding="utf-8") as f:
                f.write(self.prometheus(system))
            rc, out = run(["promtool", "check", "config", path])
            self.assertEqual(0, rc, out)
        broken = os.path.join(folder, "broken.yml")
        with open(broken, "w", encoding="utf-8") as f:
            f.write(self.prometheus("kafka").replace("scrape_interval: 5s", "scrape_interval: 5 seconds", 1))
        rc, out = run(["promtool", "check", "config", broken])
        self.assertNotEqual(0, rc, out)

    def test_prometheus_and_grafana_listen_on_loopback_only(self):
        for system in SYSTEMS:
            files = self.rendered[system]["client-1"]
            args = properties(files["monitoring/prometheus.default@fsync=true"])["ARGS"]
            self.assertIn("--web.listen-address=127.0.0.1:9090", args)
            grafana = files["monitoring/grafana.ini@fsync=true"]
            server = properties(grafana[grafana.index("[server]"):grafana.index("[security]")])
            self.assertEqual({"http_addr": "127.0.0.1", "http_port": "3000"}, server)
            self.assertIn("admin_password = $__file{/etc/grafana/admin-password}", grafana)
            source = yaml.safe_load(files["monitoring/grafana-datasource.yaml@fsync=true"])["datasources"][0]
            self.assertEqual(("msgbench-prometheus", "http://127.0.0.1:9090"), (source["uid"], source["url"]))

    def test_kafka_runs_the_jmx_exporter_agent(self):
        settings, kafka = group_vars(), role_defaults("kafka")
        for i, host in enumerate(("broker-1", "broker-2", "broker-3")):
            env = unitcheck.environment(self.rendered["kafka"][host]["kafka/kafka.service@fsync=true"])
            jar = kafka["kafka_jmx_exporter_jar"].replace("{{ install_root }}", "/opt").replace(
                "{{ jmx_exporter_version }}", settings["jmx_exporter_version"])
            self.assertEqual(f"-javaagent:{jar}=10.0.0.2{i + 1}:7071:/opt/kafka/config/msgbench-jmx-exporter.yaml",
                             env.get("KAFKA_OPTS"))

    def test_every_dashboard_is_json_whose_queries_name_metrics(self):
        boards = sorted(os.path.basename(p)[:-5] for p in glob.glob(os.path.join(DASHBOARDS, "*.json")))
        self.assertEqual(["hosts", "kafka", "pravega", "pulsar"], boards)
        for name in boards:
            with self.subTest(dashboard=name):
                path = os.path.join(DASHBOARDS, f"{name}.json")
                with open(path, encoding="utf-8") as f:
                    board = json.load(f)
                self.assertEqual(f"msgbench-{name}", board["uid"])
                queries = CHECK.dashboard_queries(path)
                self.assertTrue(queries)
                for panel in board["panels"]:
                    self.assertEqual("msgbench-prometheus", panel["datasource"]["uid"], panel["title"])
                for query in queries:
                    self.assertTrue(CHECK.metric_names(query), f"{name}: {query!r} names no metric")

    def test_metric_names_are_read_from_queries(self):
        self.assertEqual({"node_cpu_seconds_total"}, CHECK.metric_names(
            '1 - avg by (host) (rate(node_cpu_seconds_total{mode="idle",host=~"b.*"}[$__rate_interval]))'))
        self.assertEqual({"a_bytes", "b_bytes"}, CHECK.metric_names("sum without (x) (a_bytes - on (host) b_bytes) * 100"))
        self.assertEqual(set(), CHECK.metric_names("vector(1)"))

    def test_the_kafka_rules_are_valid_yaml_for_the_metrics_the_dashboard_reads(self):
        with open(os.path.join(ANSIBLE, "roles", "kafka", "files", "jmx-exporter.yaml"), encoding="utf-8") as f:
            rules = yaml.safe_load(f)["rules"]
        produced = {r["name"].split("$")[0] for r in rules}
        used = set().union(*(CHECK.metric_names(q) for q in CHECK.dashboard_queries(os.path.join(DASHBOARDS, "kafka.json"))))
        for name in sorted(used):
            if name.startswith("kafka_"):
                self.assertTrue(any(name.startswith(p) for p in produced), f"no rule makes {name}")


if __name__ == "__main__":
    unittest.main()
