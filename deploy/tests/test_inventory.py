"""deploy/bin/inventory: terraform output JSON -> Ansible inventory (read back by ansible-inventory itself)
and workers.yaml in exactly the coordinator's shape; bad outputs give one line and exit 2."""
import json
import os
import tempfile
import unittest

import yaml

from tests.support import OFFLOAD_BUCKET, InventoryDir, generate_inventory, run, terraform_outputs

CLIENTS = ["http://10.0.0.11:8090", "http://10.0.0.12:8090"]


class InventoryTest(unittest.TestCase):
    def listed(self, system):
        """The inventory generated for SYSTEM, as ansible-inventory --list reads it."""
        inv = InventoryDir(system)
        self.addCleanup(inv.cleanup)
        rc, out = run(["ansible-inventory", "-i", inv.inventory, "--list"])
        self.assertEqual(0, rc, out)
        return json.loads(out[out.index("{"):])

    def test_inventory_as_ansible_reads_it(self):
        listed = self.listed("pravega")
        self.assertEqual(["broker-1", "broker-2", "broker-3"], listed["brokers"]["hosts"])
        self.assertEqual(["metadata-1", "metadata-2", "metadata-3"], listed["metadata"]["hosts"])
        self.assertEqual(["client-1", "client-2"], listed["clients"]["hosts"])
        broker = listed["_meta"]["hostvars"]["broker-2"]
        self.assertEqual("203.0.113.22", broker["ansible_host"])
        self.assertEqual("10.0.0.22", broker["private_ip"])
        self.assertEqual("pravega", broker["msgbench_system"])
        self.assertEqual("ubuntu", broker["ansible_user"])
        self.assertEqual("fs-0123456789abcdef0.efs.us-west-2.amazonaws.com", broker["efs_dns_name"])

    def test_the_monitoring_host_is_the_first_client_or_the_one_named(self):
        listed = self.listed("pulsar")
        self.assertEqual(["client-1"], listed["monitoring"]["hosts"])
        self.assertEqual("10.0.0.11", listed["_meta"]["hostvars"]["client-1"]["private_ip"])
        with tempfile.TemporaryDirectory() as folder:
            rc, text = generate_inventory("pulsar", folder, ["--monitoring-host", "metadata-2"])
            self.assertEqual(0, rc, text)
            with open(os.path.join(folder, "inventory.ini"), encoding="utf-8") as f:
                self.assertIn("[monitoring]\nmetadata-2\n", f.read())
            rc, text = generate_inventory("pulsar", folder, ["--monitoring-host", "client-9"])
            self.assertEqual(2, rc, text)
            self.assertIn("--monitoring-host client-9: no such host", text)

    def test_workers_yaml_has_exactly_the_coordinators_shape(self):
        inv = InventoryDir("kafka")
        self.addCleanup(inv.cleanup)
        with open(os.path.join(inv.path, "workers.yaml"), encoding="utf-8") as f:
            self.assertEqual({"workers": CLIENTS}, yaml.safe_load(f))

    def test_mode_is_written_when_asked(self):
        with tempfile.TemporaryDirectory() as out:
            rc, text = generate_inventory("kafka", out, ["--mode", "swarm", "--worker-port", "9000"])
            self.assertEqual(0, rc, text)
            with open(os.path.join(out, "workers.yaml"), encoding="utf-8") as f:
                self.assertEqual({"workers": ["http://10.0.0.11:9000", "http://10.0.0.12:9000"], "mode": "swarm"},
                                 yaml.safe_load(f))

    def test_kafka_inventory_has_no_metadata_hosts(self):
        inv = InventoryDir("kafka")
        self.addCleanup(inv.cleanup)
        with open(inv.inventory, encoding="utf-8") as f:
            text = f.read()
        self.assertIn("[metadata]\n\n", text)
        self.assertNotIn("efs_dns_name", text)

    def assert_rejected(self, outputs, expected):
        with tempfile.TemporaryDirectory() as out:
            path = os.path.join(out, "outputs.json")
            with open(path, "w", encoding="utf-8") as f:
                json.dump(outputs, f)
            rc, text = run(["python3", os.path.join("bin", "inventory"), "--from-json", path, "--out", out])
            self.assertEqual(2, rc, text)
            self.assertEqual(1, len(text.strip().splitlines()), text)
            self.assertIn(expected, text)
            self.assertFalse(os.path.exists(os.path.join(out, "workers.yaml")))

    def test_missing_output_is_one_clear_line(self):
        outputs = terraform_outputs("kafka")
        del outputs["clients"]
        self.assert_rejected(outputs, "output 'clients' is missing")

    def test_bad_address_is_one_clear_line(self):
        outputs = terraform_outputs("kafka")
        outputs["brokers"]["value"][1]["private_ip"] = "10.0.0.300"
        self.assert_rejected(outputs, "brokers[1].private_ip: '10.0.0.300' is not an IP address")

    def test_pulsar_without_metadata_hosts_is_rejected(self):
        outputs = terraform_outputs("pulsar")
        outputs["metadata"]["value"] = []
        self.assert_rejected(outputs, "pulsar needs metadata hosts")

    def test_pulsars_offload_bucket_and_region_reach_the_inventory(self):
        inv = InventoryDir("pulsar", pulsar_offload=True)
        self.addCleanup(inv.cleanup)
        rc, out = run(["ansible-inventory", "-i", inv.inventory, "--list"])
        self.assertEqual(0, rc, out)
        listed = json.loads(out[out.index("{"):])
        for host in ("broker-1", "client-2"):
            self.assertEqual(OFFLOAD_BUCKET, listed["_meta"]["hostvars"][host]["pulsar_offload_bucket"])
            self.assertEqual("us-west-2", listed["_meta"]["hostvars"][host]["pulsar_offload_region"])
        for system in ("pulsar", "pravega"):  # empty outputs (offload off) write nothing
            plain = InventoryDir(system)
            self.addCleanup(plain.cleanup)
            with open(plain.inventory, encoding="utf-8") as f:
                self.assertNotIn("pulsar_offload", f.read())
        # a state from before the outputs existed (or deploy/test-local's) is read as offload off
        outputs = terraform_outputs("pulsar")
        del outputs["pulsar_offload_bucket"], outputs["pulsar_offload_region"]
        with tempfile.TemporaryDirectory() as out_dir:
            path = os.path.join(out_dir, "outputs.json")
            with open(path, "w", encoding="utf-8") as f:
                json.dump(outputs, f)
            rc, text = run(["python3", os.path.join("bin", "inventory"), "--from-json", path, "--out", out_dir])
            self.assertEqual(0, rc, text)
            with open(os.path.join(out_dir, "inventory.ini"), encoding="utf-8") as f:
                self.assertNotIn("pulsar_offload", f.read())

    def test_offload_bucket_without_region_or_for_another_system_is_rejected(self):
        outputs = terraform_outputs("pulsar", pulsar_offload=True)
        outputs["pulsar_offload_region"]["value"] = ""
        self.assert_rejected(outputs, "'pulsar_offload_bucket' is set but 'pulsar_offload_region' is empty")
        outputs = terraform_outputs("kafka", pulsar_offload=True)
        self.assert_rejected(outputs, "'pulsar_offload_bucket' is set for a kafka cluster")
        outputs = terraform_outputs("pulsar", pulsar_offload=True)
        outputs["pulsar_offload_bucket"]["value"] = "a bucket\nansible_user=root"
        self.assert_rejected(outputs, "output 'pulsar_offload_bucket' must be one word")

    def test_not_applied_yet_is_rejected(self):
        self.assert_rejected({}, "no outputs; run `terraform apply` first")
