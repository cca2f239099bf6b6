"""Renders every role template for each system with both durability variants (as `-e fsync=true|false`
passes them) and asserts the settings that matter: the fsync mapping per system, the studies' replication,
the cluster addresses, chrony on the AWS time source, XFS noatime mounts, and the worker files."""
import glob
import os
import unittest

import yaml

from tests import driverkeys
from tests.rendering import RENDER_PLAYBOOK, properties, render_inventory, rendered_systems, unit
from tests.support import ANSIBLE, OFFLOAD_BUCKET, SYSTEMS, InventoryDir

BROKERS = ["10.0.0.21", "10.0.0.22", "10.0.0.23"]
ZOOKEEPERS = ["10.0.0.31:2181", "10.0.0.32:2181", "10.0.0.33:2181"]
with open(os.path.join(ANSIBLE, "group_vars", "all.yml"), encoding="utf-8") as _f:
    PULSAR_HOME = f"/opt/apache-pulsar-{yaml.safe_load(_f)['pulsar_version']}"
# Pulsar's tiered storage on S3, as broker.conf must say it with a bucket from Terraform.
OFFLOAD_SETTINGS = {
    "managedLedgerOffloadDriver": "aws-s3",
    "offloadersDirectory": "offloaders",
    "s3ManagedLedgerOffloadBucket": OFFLOAD_BUCKET,
    "s3ManagedLedgerOffloadRegion": "us-west-2",
    "s3ManagedLedgerOffloadServiceEndpoint": "https://s3.us-west-2.amazonaws.com",
    "managedLedgerOffloadAutoTriggerSizeThresholdBytes": "0",
    "managedLedgerOffloadDeletionLagMs": "0",
}


def offload_problems(rendered, want_on):
    """What the Pulsar brokers' broker.conf and units and the clients' driver file get wrong about tiered storage
    on S3, with (want_on) or without a bucket from Terraform."""
    problems = []
    for host, files in rendered.items():
        for fsync in ("true", "false"):
            if f"pulsar/broker.conf@fsync={fsync}" in files:
                conf = properties(files[f"pulsar/broker.conf@fsync={fsync}"])
                got = {k: v for k, v in conf.items() if k in OFFLOAD_SETTINGS or "offload" in k.lower()}
                if got != (OFFLOAD_SETTINGS if want_on else {}):
                    problems.append(f"{host} broker.conf offload settings {got}")
                # Credentials come from the instance role, never from a file.
                keys = [k for k in conf if any(w in k.lower() for w in ("credential", "secret", "accesskey", "awsid"))]
                if keys:
                    problems.append(f"{host} broker.conf names credentials: {keys}")
                service = unit(files[f"pulsar/pulsar-broker.service@fsync={fsync}"])["Service"]
                # ./offloaders resolves against the working directory, where the role links the offloaders.
                if service.get("WorkingDirectory") != PULSAR_HOME:
                    problems.append(f"{host} pulsar-broker.service WorkingDirectory={service.get('WorkingDirectory')}")
                if "AWS_" in service.get("Environment", ""):
                    problems.append(f"{host} pulsar-broker.service sets AWS credentials in its environment")
            if f"benchmark_worker/driver-pulsar.yaml@fsync={fsync}" in files:
                driver = yaml.safe_load(files[f"benchmark_worker/driver-pulsar.yaml@fsync={fsync}"])
                want = {"thresholdBytes": 0, "deletionLagMs": 0} if want_on else None
                if driver.get("offload") != want:
                    problems.append(f"{host} driver file offload={driver.get('offload')}, want {want}")
                problems += [f"{host} driver file: {p}" for p in driverkeys.problems("pulsar", driver)]
    return problems
WORKERS = ["http://10.0.0.11:8090", "http://10.0.0.12:8090"]


# Durability: what each system's rendered config must say for fsync on and off.
def kafka_durability_problems(rendered, fsync):
    server = properties(rendered["broker-1"][f"kafka/server.properties@fsync={fsync}"])
    driver = yaml.safe_load(rendered["client-1"][f"benchmark_worker/driver-kafka.yaml@fsync={fsync}"])
    topic = properties(driver["topicConfig"])
    want = {"log.flush.interval.messages": "1", "log.flush.interval.ms": "0"} if fsync == "true" else {}
    problems = []
    for key in ("log.flush.interval.messages", "log.flush.interval.ms"):
        if server.get(key) != want.get(key):
            problems.append(f"server.properties {key}={server.get(key)}, want {want.get(key)}")
    want_topic = {"flush.messages": "1", "flush.ms": "0"} if fsync == "true" else {}
    for key in ("flush.messages", "flush.ms"):
        if topic.get(key) != want_topic.get(key):
            problems.append(f"driver topicConfig {key}={topic.get(key)}, want {want_topic.get(key)}")
    return problems


def bookie_durability_problems(rendered, fsync):
    problems = []
    for host in ("broker-1", "broker-2", "broker-3"):
        conf = properties(rendered[host][f"bookkeeper/bookkeeper.conf@fsync={fsync}"])
        if conf.get("journalSyncData") != fsync:
            problems.append(f"{host} journalSyncData={conf.get('journalSyncData')}, want {fsync}")
    return problems


class TemplatesTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.rendered = rendered_systems()

    def test_every_template_is_rendered(self):
        with open(RENDER_PLAYBOOK, encoding="utf-8") as f:
            lists = yaml.safe_load(f)[0]["vars"]["templates"]
        listed = set(lists["all"]) | set(lists["clients"]) | set(lists["monitoring"])
        listed |= {t for s in SYSTEMS for group in lists[s].values() for t in group}
        on_disk = {os.path.relpath(p, os.path.join(ANSIBLE, "roles")).replace("/templates/", "/")[:-3]
                   for p in glob.glob(os.path.join(ANSIBLE, "roles", "*", "templates", "*.j2"))}
        self.assertEqual(on_disk, listed, "tests/render.yml must render every template")

    def test_kafka_fsync_maps_to_flush_settings(self):
        for fsync in ("true", "false"):
            with self.subTest(fsync=fsync):
                self.assertEqual([], kafka_durability_problems(self.rendered["kafka"], fsync))

    def test_bookkeeper_fsync_maps_to_journal_sync_for_pulsar_and_pravega(self):
        for system in ("pulsar", "pravega"):
            for fsync in ("true", "false"):
                with self.subTest(system=system, fsync=fsync):
                    self.assertEqual([], bookie_durability_problems(self.rendered[system], fsync))

    def test_durability_checks_catch_the_wrong_variant(self):
        kafka, pulsar = self.rendered["kafka"], self.rendered["pulsar"]
        # The fsync=false rendering judged as if fsync=true had been asked for, and the other way round.
        swapped = {h: {k.replace("fsync=false", "fsync=X").replace("fsync=true", "fsync=false")
                       .replace("fsync=X", "fsync=true"): v for k, v in files.items()} for h, files in kafka.items()}
        self.assertEqual(4, len(kafka_durability_problems(swapped, "true")))
        self.assertEqual(4, len(kafka_durability_problems(swapped, "false")))
        swapped = {h: {k.replace("fsync=false", "fsync=X").replace("fsync=true", "fsync=false")
                       .replace("fsync=X", "fsync=true"): v for k, v in files.items()} for h, files in pulsar.items()}
        self.assertEqual(3, len(bookie_durability_problems(swapped, "true")))

    def test_kafka_replication_and_kraft_quorum(self):
        for i, host in enumerate(("broker-1", "broker-2", "broker-3")):
            server = properties(self.rendered["kafka"][host]["kafka/server.properties@fsync=false"])
            self.assertEqual(str(i + 1), server["node.id"])
            self.assertEqual("3", server["default.replication.factor"])
            self.assertEqual("2", server["min.insync.replicas"])
            self.assertEqual("broker,controller", server["process.roles"])
            self.assertEqual(",".join(f"{n + 1}@{ip}:9093" for n, ip in enumerate(BROKERS)),
                             server["controller.quorum.voters"])
            self.assertEqual(f"PLAINTEXT://{BROKERS[i]}:9092", server["advertised.listeners"])
            self.assertEqual("/mnt/data0/kafka,/mnt/data1/kafka", server["log.dirs"])
        driver = yaml.safe_load(self.rendered["kafka"]["client-2"]["benchmark_worker/driver-kafka.yaml@fsync=true"])
        self.assertEqual(3, driver["replicationFactor"])
        self.assertEqual("2", properties(driver["topicConfig"])["min.insync.replicas"])
        self.assertEqual("all", properties(driver["producerConfig"])["acks"])
        self.assertEqual(",".join(f"{ip}:9092" for ip in BROKERS),
                         properties(driver["commonConfig"])["bootstrap.servers"])
        self.assertEqual("Kafka-fsync", driver["name"])

    def test_the_client_driver_files_name_the_brokers_metrics_endpoints(self):
        # msgbench scrapes these in every interval (driver file key brokerMetrics): the ports the roles serve on
        expected = {
            "kafka": [f"http://{ip}:7071/metrics" for ip in BROKERS],
            "pulsar": [f"http://{ip}:8080/metrics" for ip in BROKERS] + [f"http://{ip}:8000/metrics" for ip in BROKERS],
            "pravega": [f"http://{ip}:8000/metrics" for ip in BROKERS] + [f"http://{ip}:9091/prometheus" for ip in BROKERS]
            + [f"http://{zk.split(':')[0]}:10080/prometheus" for zk in ZOOKEEPERS],
        }
        for system, endpoints in expected.items():
            with self.subTest(system=system):
                driver = yaml.safe_load(
                    self.rendered[system]["client-1"][f"benchmark_worker/driver-{system}.yaml@fsync=true"])
                self.assertEqual(endpoints, driver["brokerMetrics"])

    def test_pulsar_quorums_and_metadata_store(self):
        broker = properties(self.rendered["pulsar"]["broker-2"]["pulsar/broker.conf@fsync=true"])
        self.assertEqual(("3", "3", "2"), (broker["managedLedgerDefaultEnsembleSize"],
                                           broker["managedLedgerDefaultWriteQuorum"],
                                           broker["managedLedgerDefaultAckQuorum"]))
        self.assertEqual("zk:" + ",".join(ZOOKEEPERS), broker["metadataStoreUrl"])
        self.assertEqual(BROKERS[1], broker["advertisedAddress"])
        bookie = properties(self.rendered["pulsar"]["broker-2"]["bookkeeper/bookkeeper.conf@fsync=true"])
        self.assertEqual("zk://" + ";".join(ZOOKEEPERS) + "/ledgers", bookie["metadataServiceUri"])
        self.assertEqual("/mnt/data0/bookkeeper/journal", bookie["journalDirectories"])
        self.assertEqual("/mnt/data1/bookkeeper/ledgers", bookie["ledgerDirectories"])
        service = unit(self.rendered["pulsar"]["broker-2"]["bookkeeper/bookie.service@fsync=true"])
        self.assertEqual("pulsar", service["Service"]["User"])
        self.assertTrue(service["Service"]["ExecStart"].endswith("/bin/pulsar bookie"))
        driver = yaml.safe_load(self.rendered["pulsar"]["client-1"]["benchmark_worker/driver-pulsar.yaml@fsync=false"])
        self.assertEqual({"ensembleSize": 3, "writeQuorum": 3, "ackQuorum": 2, "deduplicationEnabled": False},
                         driver["client"]["persistence"])
        self.assertEqual("pulsar://" + ",".join(f"{ip}:6650" for ip in BROKERS), driver["client"]["serviceUrl"])
        self.assertEqual("Pulsar-nofsync", driver["name"])

    def test_pravega_tiers_and_controller(self):
        store = properties(self.rendered["pravega"]["broker-3"]["pravega/config.properties@fsync=true"])
        self.assertEqual(("3", "3", "2"), (store["bookkeeper.ensemble.size"], store["bookkeeper.write.quorum.size"],
                                           store["bookkeeper.ack.quorum.size"]))
        bookie = properties(self.rendered["pravega"]["broker-3"]["bookkeeper/bookkeeper.conf@fsync=true"])
        self.assertEqual(bookie["metadataServiceUri"], "zk://" + ";".join(ZOOKEEPERS) + store["bookkeeper.ledger.path"],
                         "segment stores and bookies must use the same ledger path")
        self.assertEqual(",".join(ZOOKEEPERS), store["pravegaservice.zk.connect.uri"])
        self.assertEqual(BROKERS[2], store["pravegaservice.service.published.host.nameOrIp"])
        # Unset, Pravega listens where its host name resolves: 127.0.1.1 on Debian-style hosts (test-local found it).
        self.assertEqual(BROKERS[2], store.get("pravegaservice.service.listener.host.nameOrIp"))
        self.assertEqual("FILESYSTEM", store["pravegaservice.storage.impl.name"])
        self.assertEqual("BOOKKEEPER", store["pravegaservice.dataLog.impl.name"])
        self.assertTrue(store["filesystem.root"].startswith("/mnt/pravega-lts/"))
        lts = unit(self.rendered["pravega"]["broker-3"]["pravega/lts.mount@fsync=true"])
        self.assertEqual("fs-0123456789abcdef0.efs.us-west-2.amazonaws.com:/", lts["Mount"]["What"])
        self.assertEqual("nfs4", lts["Mount"]["Type"])
        service_text = self.rendered["pravega"]["broker-3"]["bookkeeper/bookie.service@fsync=true"]
        self.assertTrue(unit(service_text)["Service"]["ExecStart"].endswith("/bin/bookkeeper bookie"))
        self.assertIn('Environment="BOOKIE_MAX_HEAP_MEMORY=8g"', service_text)
        controller = properties(self.rendered["pravega"]["metadata-1"]["pravega/controller.config.properties@fsync=true"])
        self.assertEqual(",".join(ZOOKEEPERS), controller["controller.zk.connect.uri"])
        driver = yaml.safe_load(self.rendered["pravega"]["client-1"]["benchmark_worker/driver-pravega.yaml@fsync=true"])
        self.assertEqual("tcp://10.0.0.31:9090,10.0.0.32:9090,10.0.0.33:9090", driver["client"]["controllerURI"])

    def test_zookeeper_ensemble(self):
        for system in ("pulsar", "pravega"):
            zoo = properties(self.rendered[system]["metadata-2"]["zookeeper/zoo.cfg@fsync=true"])
            self.assertEqual(["10.0.0.31:2888:3888", "10.0.0.32:2888:3888", "10.0.0.33:2888:3888"],
                             [zoo[f"server.{n}"] for n in (1, 2, 3)])

    def test_every_host_syncs_time_against_aws(self):
        for system in SYSTEMS:
            for host, files in self.rendered[system].items():
                chrony = files["common/chrony.conf@fsync=true"]
                servers = [line for line in chrony.splitlines() if line.startswith(("server", "pool"))]
                self.assertEqual(["server 169.254.169.123 prefer iburst minpoll 4 maxpoll 4"], servers, host)

    def test_data_disks_are_xfs_noatime(self):
        mount = unit(self.rendered["kafka"]["broker-1"]["common/data.mount@fsync=true"])
        self.assertEqual("xfs", mount["Mount"]["Type"])
        self.assertIn("noatime", mount["Mount"]["Options"].split(","))
        self.assertEqual("/mnt/data0", mount["Mount"]["Where"])

    def test_worker_service_and_workers_yaml(self):
        for system in SYSTEMS:
            files = self.rendered[system]["client-2"]
            self.assertEqual({"workers": WORKERS}, yaml.safe_load(files["benchmark_worker/workers.yaml@fsync=true"]))
            exec_start = unit(files["benchmark_worker/benchmark-worker.service@fsync=true"])["Service"]["ExecStart"]
            self.assertEqual("/opt/msgbench/bin/benchmark-worker --port 8090 --bind 10.0.0.12 "
                             "--token-file /etc/msgbench/worker-token", exec_start)

    def test_workers_yaml_from_ansible_equals_the_generators(self):
        inv = InventoryDir("pulsar")
        self.addCleanup(inv.cleanup)
        with open(os.path.join(inv.path, "workers.yaml"), encoding="utf-8") as f:
            generated = yaml.safe_load(f)
        rendered = yaml.safe_load(self.rendered["pulsar"]["client-1"]["benchmark_worker/workers.yaml@fsync=false"])
        self.assertEqual(generated, rendered)

    def test_data_disks_are_mounted_by_uuid(self):
        mount = unit(self.rendered["pulsar"]["broker-2"]["common/data.mount@fsync=true"])
        self.assertEqual("/dev/disk/by-uuid/0b6f7e52-3b1c-4f2e-9a57-2d8c1e4f6a90", mount["Mount"]["What"])

    def test_kernel_limits_are_raised_never_lowered(self):
        # render.yml's host already allows more than the roles ask for (a large Ubuntu 24.04 host).
        sysctl = properties(self.rendered["kafka"]["broker-1"]["common/sysctl.conf@fsync=true"])
        self.assertEqual("9223372036854775807", sysctl["fs.file-max"])
        self.assertEqual("1048576", sysctl["vm.max_map_count"])
        self.assertEqual("16777216", sysctl["net.core.rmem_max"])  # raised from the kernel's default
        self.assertEqual("1", sysctl["vm.swappiness"])

    def test_driver_files_state_the_durability_of_pulsar_and_pravega(self):
        for fsync in ("true", "false"):
            with self.subTest(fsync=fsync):
                pulsar = yaml.safe_load(
                    self.rendered["pulsar"]["client-1"][f"benchmark_worker/driver-pulsar.yaml@fsync={fsync}"])
                self.assertEqual({"journalSyncData": fsync == "true"}, pulsar.get("bookies"))
                pravega = yaml.safe_load(
                    self.rendered["pravega"]["client-1"][f"benchmark_worker/driver-pravega.yaml@fsync={fsync}"])
                self.assertIn(f"journalSyncData={fsync}", pravega.get("durability", ""))
                self.assertIn("ack quorum 2", pravega["durability"])

    def test_worker_port_and_mode_given_to_the_inventory_reach_the_clients(self):
        inv = InventoryDir("pulsar", ["--mode", "swarm", "--worker-port", "9000"])
        self.addCleanup(inv.cleanup)
        files = render_inventory(inv.inventory, inv.path)["client-2"]
        with open(os.path.join(inv.path, "workers.yaml"), encoding="utf-8") as f:
            generated = yaml.safe_load(f)
        self.assertEqual({"workers": ["http://10.0.0.11:9000", "http://10.0.0.12:9000"], "mode": "swarm"}, generated)
        self.assertEqual(generated, yaml.safe_load(files["benchmark_worker/workers.yaml@fsync=true"]))
        exec_start = unit(files["benchmark_worker/benchmark-worker.service@fsync=true"])["Service"]["ExecStart"]
        self.assertIn("--port 9000 ", exec_start)

    def test_driver_files_use_only_keys_their_driver_accepts(self):
        for system in SYSTEMS:
            for fsync in ("true", "false"):
                with self.subTest(system=system, fsync=fsync):
                    text = self.rendered[system]["client-1"][f"benchmark_worker/driver-{system}.yaml@fsync={fsync}"]
                    self.assertEqual([], driverkeys.problems(system, yaml.safe_load(text)))

    def test_driver_key_check_catches_a_misplaced_key(self):
        text = self.rendered["pulsar"]["client-1"]["benchmark_worker/driver-pulsar.yaml@fsync=true"]
        driver = yaml.safe_load(text)
        driver["journalSyncData"] = driver.pop("bookies")["journalSyncData"]
        self.assertEqual(["journalSyncData: the pulsar driver rejects this key"], driverkeys.problems("pulsar", driver))
        driver = yaml.safe_load(self.rendered["pravega"]["client-1"]["benchmark_worker/driver-pravega.yaml@fsync=true"])
        driver["writer"]["durability"] = driver.pop("durability")
        self.assertEqual(["writer.durability: the pravega driver rejects this key"],
                         driverkeys.problems("pravega", driver))

    def test_pulsar_offloads_to_s3_only_with_a_bucket_from_terraform(self):
        self.assertEqual([], offload_problems(self.rendered["pulsar"], want_on=False))
        inv = InventoryDir("pulsar", pulsar_offload=True)
        self.addCleanup(inv.cleanup)
        rendered = render_inventory(inv.inventory, inv.path)
        self.assertEqual([], offload_problems(rendered, want_on=True))
        # and the check catches each side: the settings judged as if the other were wanted
        self.assertEqual(6 + 4, len(offload_problems(self.rendered["pulsar"], want_on=True)))
        self.assertEqual(6 + 4, len(offload_problems(rendered, want_on=False)))
        broken = {h: dict(files) for h, files in rendered.items()}
        broken["broker-1"]["pulsar/pulsar-broker.service@fsync=true"] = broken["broker-1"][
            "pulsar/pulsar-broker.service@fsync=true"].replace(f"WorkingDirectory={PULSAR_HOME}", "WorkingDirectory=/")
        self.assertEqual(["broker-1 pulsar-broker.service WorkingDirectory=/"], offload_problems(broken, want_on=True))
        driver = yaml.safe_load(rendered["client-1"]["benchmark_worker/driver-pulsar.yaml@fsync=true"])
        driver["offload"]["threshold"] = driver["offload"].pop("thresholdBytes")
        self.assertEqual(["offload.threshold: the pulsar driver rejects this key"], driverkeys.problems("pulsar", driver))

    def test_pulsar_offload_thresholds_given_as_empty_are_left_to_pulsar(self):
        inv = InventoryDir("pulsar", pulsar_offload=True)
        self.addCleanup(inv.cleanup)
        rendered = render_inventory(inv.inventory, inv.path,
                                    {"pulsar_offload_threshold_bytes": "", "pulsar_offload_deletion_lag_ms": ""})
        conf = properties(rendered["broker-3"]["pulsar/broker.conf@fsync=false"])
        self.assertEqual("aws-s3", conf["managedLedgerOffloadDriver"])
        self.assertNotIn("managedLedgerOffloadAutoTriggerSizeThresholdBytes", conf)
        self.assertNotIn("managedLedgerOffloadDeletionLagMs", conf)
        driver = yaml.safe_load(rendered["client-2"]["benchmark_worker/driver-pulsar.yaml@fsync=false"])
        self.assertNotIn("offload", driver)
