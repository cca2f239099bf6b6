"""deploy/terraform: parses, pins its provider, takes counts/types/SSH CIDR from variables, keeps cluster
traffic inside the VPC, has the outputs the inventory generator reads — and each check catches a breakage."""
import glob
import os
import re
import shutil
import tempfile
import unittest

from tests import tfcheck
import yaml

from tests.support import ANSIBLE, DEPLOY, TERRAFORM, run


def monitoring_ports():
    """{setting: port} of every port Prometheus scrapes (group_vars)."""
    with open(os.path.join(ANSIBLE, "group_vars", "all.yml"), encoding="utf-8") as f:
        settings = yaml.safe_load(f)
    names = ("node_exporter_port", "kafka_metrics_port", "pulsar_web_port", "bookkeeper_metrics_port",
             "zookeeper_metrics_port", "pravega_segmentstore_rest_port", "pravega_controller_rest_port")
    return {name: int(settings[name]) for name in names}


TF_ENV = {"TF_CLI_CONFIG_FILE": os.devnull, "TF_IN_AUTOMATION": "1"}
# instances.tf's offload instance profile, edited to go to every host
EVERY_HOST_PROFILED = ('each.value.group == "broker" ? one(aws_iam_instance_profile.pulsar_broker[*].name) : null',
                       "one(aws_iam_instance_profile.pulsar_broker[*].name)")
OFFLOAD_TFTEST = os.path.join(DEPLOY, "tests", "fixtures", "pulsar-offload.tftest.hcl")
# Where an AWS provider may already be on this machine: MSGBENCH_TF_PLUGIN_DIR, Terraform's implied local mirror
# folders on Linux, and /opt/tf-plugins (where the machine this was written on keeps one).
PLUGIN_DIRS = (os.environ.get("MSGBENCH_TF_PLUGIN_DIR", ""), os.path.expanduser("~/.terraform.d/plugins"),
               os.path.expanduser("~/.local/share/terraform/plugins"), "/usr/local/share/terraform/plugins",
               "/usr/share/terraform/plugins", "/opt/tf-plugins")


def local_aws_provider():
    """(plugin folder, version) of the newest hashicorp/aws provider in a local plugin folder, or None.
    `terraform test` needs the provider's schema even with a mocked provider, and the pinned release cannot be
    downloaded offline, so the mocked plan runs against whichever release is here."""
    found = []
    for folder in filter(None, PLUGIN_DIRS):
        for binary in glob.glob(os.path.join(folder, "registry.terraform.io", "hashicorp", "aws", "*", "*",
                                             "terraform-provider-aws_*")):
            version = binary.split(os.sep)[-3]
            if re.fullmatch(r"\d+\.\d+\.\d+", version):
                found.append((tuple(map(int, version.split("."))), folder, version))
    return max(found)[1:] if found else None


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
        self.assertEqual({"versions.tf", "variables.tf", "network.tf", "instances.tf", "efs.tf", "pulsar-offload.tf",
                          "outputs.tf"}, set(parsed))

    def test_syntax_error_is_caught(self):
        self.edit("network.tf", 'resource "aws_internet_gateway" "bench" {', 'resource "aws_internet_gateway" "bench" {{')
        self.assert_caught("network.tf: does not parse")

    def test_unpinned_provider_is_caught(self):
        self.edit("versions.tf", '"= 6.61.0"', '"~> 6.0"')
        self.assert_caught("is not pinned to one release")

    def test_ssh_open_to_the_world_is_caught(self):
        self.edit("network.tf", "cidr_ipv4         = var.ssh_allowed_cidr", 'cidr_ipv4         = "0.0.0.0/0"')
        self.assert_caught("outside the VPC and the SSH CIDR")

    def test_metrics_ports_are_open_inside_the_vpc_only(self):
        parsed, _ = tfcheck.parse_all(TERRAFORM)
        self.assertEqual([], tfcheck.monitoring_port_problems(parsed, monitoring_ports()))

    def test_a_metrics_port_open_to_the_world_or_closed_is_caught(self):
        self.edit("network.tf", "from_port         = 22\n  to_port           = 22",
                  "from_port         = 22\n  to_port           = 9100")
        parsed, _ = tfcheck.parse_all(self.copy)
        found = tfcheck.monitoring_port_problems(parsed, monitoring_ports())
        self.assertTrue(any("ssh opens node_exporter_port (port 9100)" in p for p in found), found)
        self.edit("network.tf", 'ip_protocol       = "-1"\n}', 'ip_protocol       = "tcp"\n  from_port = 2181\n  to_port = 2181\n}')
        parsed, _ = tfcheck.parse_all(self.copy)
        found = tfcheck.monitoring_port_problems(parsed, monitoring_ports())
        self.assertTrue(any("kafka_metrics_port (port 7071) is not open inside the VPC" in p for p in found), found)

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

    def test_instances_without_imdsv2_are_caught(self):
        self.edit("instances.tf", 'http_tokens   = "required"', 'http_tokens   = "optional"')
        self.assert_caught("does not require IMDSv2")

    def test_unencrypted_root_volumes_are_caught(self):
        self.edit("instances.tf", "    encrypted   = true\n", "")
        self.assert_caught("unencrypted root volume")

    def test_a_public_unencrypted_or_undestroyable_bucket_is_caught(self):
        self.edit("pulsar-offload.tf", "restrict_public_buckets = true", "restrict_public_buckets = false")
        self.assert_caught("aws_s3_bucket.pulsar_offload is not private")
        self.edit("pulsar-offload.tf", "  force_destroy = true\n", "")
        self.assert_caught("aws_s3_bucket.pulsar_offload has no force_destroy = true")
        with open(os.path.join(self.copy, "pulsar-offload.tf"), encoding="utf-8") as f:
            text = f.read()
        start = text.index('resource "aws_s3_bucket_server_side_encryption_configuration"')
        self.edit("pulsar-offload.tf", text[start:text.index("\n}\n", start) + 3], "")
        self.assert_caught("aws_s3_bucket.pulsar_offload has no aws_s3_bucket_server_side_encryption_configuration")

    def test_offload_role_beyond_the_bucket_or_on_other_hosts_is_caught(self):
        self.edit("pulsar-offload.tf", '"s3:DeleteObject", ', '"s3:DeleteObject", "s3:*", ')
        self.assert_caught("aws_iam_role_policy.pulsar_offload allows s3:*")
        self.edit("pulsar-offload.tf", "Resource = aws_s3_bucket.pulsar_offload[0].arn", 'Resource = "*"')
        self.assert_caught('aws_iam_role_policy.pulsar_offload grants on "*"')
        self.edit("instances.tf", EVERY_HOST_PROFILED[0], EVERY_HOST_PROFILED[1])
        self.assert_caught("aws_instance.host gives hosts other than the brokers an instance profile")

    @unittest.skipIf(shutil.which("terraform") is None, "terraform is not installed")
    @unittest.skipIf(local_aws_provider() is None, "no hashicorp/aws provider in a local plugin folder (see PLUGIN_DIRS)")
    def test_offload_bucket_and_role_only_when_asked_and_for_the_brokers_only(self):
        """`terraform test` of the whole configuration with a mocked AWS provider (tests/fixtures/
        pulsar-offload.tftest.hcl): plans with pulsar_offload_s3 off and on, a mocked apply for the names a plan
        leaves unknown, and kafka refused. Then the same with every host given the profile, which must fail."""
        plugins, version = local_aws_provider()
        with open(os.path.join(self.copy, "versions.tf"), encoding="utf-8") as f:
            pinned = re.search(r'"= ?\d+\.\d+\.\d+"', f.read()).group(0)
        self.edit("versions.tf", pinned, f'"= {version}"')  # the release that is here (the pin cannot be had)
        os.makedirs(os.path.join(self.copy, "tests"))
        shutil.copy(OFFLOAD_TFTEST, os.path.join(self.copy, "tests"))
        key = os.path.join(self._tmp.name, "id_ed25519.pub")
        with open(key, "w", encoding="utf-8") as f:
            f.write("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHRlc3Qta2V5LW5vdC1hLXJlYWwtb25lLWF0LWFsbA== test\n")
        rc, out = run(["terraform", f"-chdir={self.copy}", "init", "-input=false", "-no-color", "-backend=false",
                       f"-plugin-dir={plugins}"], env_extra=TF_ENV)
        self.assertEqual(0, rc, out)
        test = ["terraform", f"-chdir={self.copy}", "test", "-no-color", "-var", f"ssh_public_key_path={key}"]
        rc, out = run(test, env_extra=TF_ENV)
        self.assertEqual(0, rc, out)
        self.assertIn("5 passed, 0 failed", out)
        self.edit("instances.tf", EVERY_HOST_PROFILED[0], EVERY_HOST_PROFILED[1])
        rc, out = run(test, env_extra=TF_ENV)
        self.assertNotEqual(0, rc, out)
        self.assertIn("Every broker host, and no other host, must get the offload instance profile.", " ".join(out.split()))

    def plan_with_ssh_cidr(self, cidr):
        """`terraform plan` of variables.tf alone (no provider, offline) with ssh_allowed_cidr = cidr."""
        return self.plan_variables(f"ssh_allowed_cidr={cidr}")

    def plan_variables(self, *assignments):
        """`terraform plan` of variables.tf alone (no provider, offline): the variables' validation, nothing else."""
        folder = os.path.join(self._tmp.name, "variables-only")
        if not os.path.isdir(folder):
            os.makedirs(folder)
            shutil.copy(os.path.join(self.copy, "variables.tf"), folder)
            rc, out = run(["terraform", f"-chdir={folder}", "init", "-input=false", "-no-color"], env_extra=TF_ENV)
            self.assertEqual(0, rc, out)
        values = {"system": "kafka", "owner": "test", "ssh_allowed_cidr": "203.0.113.7/32"}
        values.update(dict(assignment.split("=", 1) for assignment in assignments))
        command = ["terraform", f"-chdir={folder}", "plan", "-input=false", "-no-color"]
        for name, value in values.items():
            command += ["-var", f"{name}={value}"]
        return run(command, env_extra=TF_ENV)

    @unittest.skipIf(shutil.which("terraform") is None, "terraform is not installed")
    def test_efs_throughput_is_provisioned_only_with_a_rate_in_efs_range(self):
        for given in ((), ("efs_throughput_mode=bursting",),
                      ("efs_throughput_mode=provisioned", "efs_provisioned_throughput_mibps=1024")):
            with self.subTest(given=given):
                rc, out = self.plan_variables(*given)
                self.assertEqual(0, rc, out)
        refused = {("efs_throughput_mode=provisioned",): "exactly when efs_throughput_mode is provisioned",
                   ("efs_provisioned_throughput_mibps=100",): "exactly when efs_throughput_mode is provisioned",
                   ("efs_throughput_mode=provisioned", "efs_provisioned_throughput_mibps=0"): "between 1 and 3414",
                   ("efs_throughput_mode=fast",): "must be one of: elastic, provisioned, bursting"}
        for given, reason in refused.items():
            with self.subTest(given=given):
                rc, out = self.plan_variables(*given)
                self.assertNotEqual(0, rc, out)
                self.assertIn(reason, " ".join(out.split()))

    @unittest.skipIf(shutil.which("terraform") is None, "terraform is not installed")
    def test_offload_is_for_pulsar_only(self):
        for given in (("system=pulsar", "pulsar_offload_s3=true"), ("system=kafka", "pulsar_offload_s3=false")):
            with self.subTest(given=given):
                rc, out = self.plan_variables(*given)
                self.assertEqual(0, rc, out)
        for system in ("kafka", "pravega"):
            with self.subTest(system=system):
                rc, out = self.plan_variables(f"system={system}", "pulsar_offload_s3=true")
                self.assertNotEqual(0, rc, out)
                self.assertIn('pulsar_offload_s3 is for system = "pulsar" only', " ".join(out.split()))

    @unittest.skipIf(shutil.which("terraform") is None, "terraform is not installed")
    def test_ssh_cidr_validation_refuses_every_world_open_range(self):
        for cidr in ("203.0.113.7/32", "198.51.100.0/24", "10.1.0.0/16"):
            with self.subTest(cidr=cidr):
                rc, out = self.plan_with_ssh_cidr(cidr)
                self.assertEqual(0, rc, out)
        for cidr in ("0.0.0.0/0", "0.0.0.0/1", "128.0.0.0/1", "10.0.0.0/8", "::/0", "2001:db8::/32", "not-a-cidr"):
            with self.subTest(cidr=cidr):
                rc, out = self.plan_with_ssh_cidr(cidr)
                self.assertNotEqual(0, rc, out)
                self.assertIn("never a world-open range", " ".join(out.split()))

    @unittest.skipIf(shutil.which("terraform") is None, "terraform is not installed")
    def test_terraform_fmt_catches_misformatting(self):
        env = {"TF_CLI_CONFIG_FILE": os.devnull}
        rc, out = run(["terraform", "fmt", "-check", "-recursive", TERRAFORM], env_extra=env)
        self.assertEqual(0, rc, out)
        self.edit("efs.tf", "  count            = var.system", "  count = var.system")
        rc, out = run(["terraform", "fmt", "-check", "-recursive", self.copy], env_extra=env)
        self.assertEqual(3, rc, out)
        self.assertIn("efs.tf", out)
