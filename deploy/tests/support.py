"""Paths and helpers shared by the deploy tests."""
import copy
import importlib.util
from importlib.machinery import SourceFileLoader
import json
import os
import subprocess
import sys
import tempfile

DEPLOY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TERRAFORM = os.path.join(DEPLOY, "terraform")
ANSIBLE = os.path.join(DEPLOY, "ansible")
INVENTORY_SCRIPT = os.path.join(DEPLOY, "bin", "inventory")
FIXTURE = os.path.join(DEPLOY, "tests", "fixtures", "terraform-output-pravega.json")
SYSTEMS = ("kafka", "pulsar", "pravega")
PLAYBOOKS = tuple(f"{s}.yml" for s in SYSTEMS)


def run(cmd, cwd=DEPLOY, env_extra=None):
    """Runs a command; returns (exit code, stdout + stderr)."""
    env = dict(os.environ, ANSIBLE_NOCOLOR="1", PY_COLORS="0", ANSIBLE_PYTHON_INTERPRETER=sys.executable)
    env.update(env_extra or {})
    done = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, check=False)
    return done.returncode, done.stdout + done.stderr


OFFLOAD_BUCKET = "msgbench-pulsar-offload-20261127000000000000000001"  # a name from the bucket_prefix


def terraform_outputs(system, pulsar_offload=False):
    """The fixture's `terraform output -json`, changed to what Terraform gives for `system` (with
    pulsar_offload_s3 = true when pulsar_offload)."""
    with open(FIXTURE, encoding="utf-8") as f:
        outputs = json.load(f)
    outputs = copy.deepcopy(outputs)
    outputs["system"]["value"] = system
    if system == "kafka":
        outputs["metadata"]["value"] = []
    if system != "pravega":
        outputs["efs_dns_name"]["value"] = ""
    if pulsar_offload:
        outputs["pulsar_offload_bucket"]["value"] = OFFLOAD_BUCKET
        outputs["pulsar_offload_region"]["value"] = "us-west-2"
    return outputs


def generate_inventory(system, out_dir, extra_args=(), pulsar_offload=False):
    """Runs deploy/bin/inventory on the fixture for `system`; returns (exit code, output)."""
    path = os.path.join(out_dir, "terraform-output.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(terraform_outputs(system, pulsar_offload), f)
    return run([sys.executable, INVENTORY_SCRIPT, "--from-json", path, "--out", out_dir, *extra_args])


class InventoryDir:
    """A temporary folder with the generated inventory for one system."""

    def __init__(self, system, extra_args=(), pulsar_offload=False):
        self.system = system
        self._tmp = tempfile.TemporaryDirectory(prefix=f"msgbench-deploy-{system}-")
        self.path = self._tmp.name
        rc, out = generate_inventory(system, self.path, extra_args, pulsar_offload)
        if rc != 0:
            raise AssertionError(f"inventory generation failed for {system}: {out}")
        self.inventory = os.path.join(self.path, "inventory.ini")

    def cleanup(self):
        self._tmp.cleanup()


def load_script(path, name):
    """A Python script without the .py ending (deploy/local/check-*) loaded as a module, for its functions."""
    loader = SourceFileLoader(name, path)
    module = importlib.util.module_from_spec(importlib.util.spec_from_loader(name, loader))
    loader.exec_module(module)
    return module
