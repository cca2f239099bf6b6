"""deploy/terraform: parses, pins its provider, takes counts/types/SSH CIDR from variables, keeps cluster
traffic inside the VPC, has the outputs the inventory generator reads — and each check catches a breakage."""
import os
import shutil
import tempfile
import unittest

from tests import tfcheck
from tests.support import TERRAFORM, run


class TerraformTest(unittest.TestCase):
    def setUp(self):
        self._tmp = tempfile.TemporaryDirectory(prefix="msgbench-tf-")
        self.copy = os.path.join(self._tmp.name, "terraform")
        shutil.copytree(TERRAFORM, self.copy, ignore=shutil.ignore_patterns(".terraform", "*.tfstate*"))

    def tearDown(self):
        self._tmp.cleanup()

    def edit(self, name, old, new):
        path = os.path.join(self.copy, name)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        self.assertIn(old, text, f"test setup: {old!r} not in {name}")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text.replace(old, new, 1))

    def assert_caught(self, fragment):
        found = tfcheck.problems(self.copy)
        self.assertTrue(any(fragment in p for p in found), f"expected a problem with {fragment!r}, got {found}")

    def test_the_shipped_configuration_has_no_problems(self):
        self.assertEqual([], tfcheck.problems(TERRAFORM))

    def test_every_tf_file_is_checked(self):
        parsed, _ = tfcheck.parse_all(TERRAFORM)
        self.assertEqual({"versions.tf", "variables.tf", "network.tf", "instances.tf", "efs.tf", "outputs.tf"},
                         set(parsed))

    def test_syntax_error_is_caught(self):
        self.edit("network.tf", 'resource "aws_internet_gateway" "bench" {', 'resource "aws_internet_gateway" "bench" {{')
        self.assert_caught("network.tf: does not parse")

    def test_unpinned_provider_is_caught(self):
        self.edit("versions.tf", '"= 6.61.0"', '"~> 6.0"')
        self.assert_caught("is not pinned to one release")

    def test_ssh_open_to_the_world_is_caught(self):
        self.edit("network.tf", "cidr_ipv4         = var.ssh_allowed_cidr", 'cidr_ipv4         = "0.0.0.0/0"')
        self.assert_caught("outside the VPC and the SSH CIDR")

    def test_ssh_rule_with_a_port_range_is_caught(self):
        self.edit("network.tf", "to_port           = 22", "to_port           = 2222")
        self.assert_caught("opens more than port 22")

    def test_literal_instance_type_is_caught(self):
        self.edit("instances.tf", "instance_type = var.client_instance_type", 'instance_type = "c5.4xlarge"')
        self.assert_caught('instances.tf:10: instance type "c5.4xlarge" is written out')

    def test_literal_host_count_is_caught(self):
        self.edit("instances.tf", "for_each               = local.hosts", 'for_each               = { a = 1 }')
        self.assert_caught("aws_instance.host count/for_each")

    def test_missing_count_variable_is_caught(self):
        self.edit("variables.tf", 'variable "client_count"', 'variable "clients_count"')
        self.assert_caught("var.client_count is used but not declared")

    def test_unknown_resource_reference_is_caught(self):
        self.edit("network.tf", "gateway_id = aws_internet_gateway.bench.id", "gateway_id = aws_internet_gateway.main.id")
        self.assert_caught("aws_internet_gateway.main is used but not declared")

    def test_output_the_inventory_needs_is_caught_when_missing(self):
        self.edit("outputs.tf", 'output "clients"', 'output "client_hosts"')
        self.assert_caught("output 'clients' is missing")

    @unittest.skipIf(shutil.which("terraform") is None, "terraform is not installed")
    def test_terraform_fmt_catches_misformatting(self):
        env = {"TF_CLI_CONFIG_FILE": os.devnull}
        rc, out = run(["terraform", "fmt", "-check", "-recursive", TERRAFORM], env_extra=env)
        self.assertEqual(0, rc, out)
        self.edit("efs.tf", "  count            = var.system", "  count = var.system")
        rc, out = run(["terraform", "fmt", "-check", "-recursive", self.copy], env_extra=env)
        self.assertEqual(3, rc, out)
        self.assertIn("efs.tf", out)
