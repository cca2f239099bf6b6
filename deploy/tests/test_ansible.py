"""Every playbook passes `ansible-playbook --syntax-check` and `ansible-lint` (production profile, offline);
the preflight stops a run without a durability choice or with the wrong inventory; broken files are caught."""
import configparser
import os
import shutil
import tempfile
import unittest

from tests.support import ANSIBLE, PLAYBOOKS, SYSTEMS, InventoryDir, run

BROKEN_TASK = """
- name: A module that does not exist
  ansible.builtin.no_such_module:
    path: /tmp
"""
LINT_VIOLATION = """---
- name: Lint violations
  hosts: all
  tasks:
    - name: Short module name and a command that always reports a change
      command: ls /tmp
"""


class AnsibleTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.inventories = {s: InventoryDir(s) for s in SYSTEMS}

    @classmethod
    def tearDownClass(cls):
        for inv in cls.inventories.values():
            inv.cleanup()

    def syntax_check(self, playbook, system, cwd=ANSIBLE):
        return run(["ansible-playbook", "--syntax-check", "-i", self.inventories[system].inventory,
                    "-e", "fsync=true", playbook], cwd=cwd)

    def test_host_keys_are_checked(self):
        cfg = configparser.ConfigParser(interpolation=None)
        cfg.read(os.path.join(ANSIBLE, "ansible.cfg"))
        self.assertTrue(cfg.getboolean("defaults", "host_key_checking", fallback=True),
                        "ansible.cfg turns host key checking off")
        ssh_args = cfg.get("ssh_connection", "ssh_args", fallback="")
        self.assertNotIn("StrictHostKeyChecking=no", ssh_args.replace(" ", ""))
        self.assertIn("StrictHostKeyChecking=accept-new", ssh_args, "a new host's key is accepted once")

    def test_every_system_has_a_playbook(self):
        for playbook in PLAYBOOKS:
            self.assertTrue(os.path.isfile(os.path.join(ANSIBLE, playbook)), playbook)

    def test_syntax_check_passes_for_every_playbook(self):
        for system, playbook in zip(SYSTEMS, PLAYBOOKS):
            with self.subTest(playbook=playbook):
                rc, out = self.syntax_check(playbook, system)
                self.assertEqual(0, rc, out)

    def test_syntax_check_catches_an_unknown_module(self):
        with tempfile.TemporaryDirectory() as tmp:
            copy = os.path.join(tmp, "ansible")
            shutil.copytree(ANSIBLE, copy)
            with open(os.path.join(copy, "roles", "kafka", "tasks", "main.yml"), "a", encoding="utf-8") as f:
                f.write(BROKEN_TASK)
            rc, out = self.syntax_check("kafka.yml", "kafka", cwd=copy)
            self.assertNotEqual(0, rc, out)
            self.assertIn("no_such_module", out)

    def test_syntax_check_catches_invalid_yaml(self):
        with tempfile.TemporaryDirectory() as tmp:
            copy = os.path.join(tmp, "ansible")
            shutil.copytree(ANSIBLE, copy)
            with open(os.path.join(copy, "pulsar.yml"), "a", encoding="utf-8") as f:
                f.write("- name: [unclosed\n")
            rc, out = self.syntax_check("pulsar.yml", "pulsar", cwd=copy)
            self.assertNotEqual(0, rc, out)

    def test_the_collection_playbook_passes_syntax_check(self):
        for system in SYSTEMS:
            with self.subTest(system=system):
                rc, out = self.syntax_check("collect.yml", system)
                self.assertEqual(0, rc, out)

    def test_ansible_lint_passes_on_the_production_profile(self):
        rc, out = run(["ansible-lint", "--nocolor"], cwd=ANSIBLE)
        self.assertEqual(0, rc, out)
        self.assertIn("'production'", out)

    def test_ansible_lint_catches_violations(self):
        with tempfile.TemporaryDirectory() as tmp:
            shutil.copy(os.path.join(ANSIBLE, ".ansible-lint"), tmp)
            with open(os.path.join(tmp, "bad.yml"), "w", encoding="utf-8") as f:
                f.write(LINT_VIOLATION)
            rc, out = run(["ansible-lint", "--nocolor", "bad.yml"], cwd=tmp)
            self.assertNotEqual(0, rc, out)
            self.assertIn("fqcn", out)
            self.assertIn("no-changed-when", out)

    def preflight(self, system, *extra):
        return run(["ansible-playbook", "-i", self.inventories[system].inventory, "-e", "expected_system=pulsar",
                    *extra, "preflight.yml"], cwd=ANSIBLE)

    def test_preflight_requires_a_durability_choice(self):
        rc, out = self.preflight("pulsar")
        self.assertNotEqual(0, rc, out)
        self.assertIn("Pass -e fsync=true or -e fsync=false", out)

    def test_preflight_rejects_an_inventory_of_another_system(self):
        rc, out = self.preflight("kafka", "-e", "fsync=true")
        self.assertNotEqual(0, rc, out)
        self.assertIn("The inventory is for 'kafka', not 'pulsar'", out)

    def test_preflight_accepts_matching_inputs(self):
        rc, out = self.preflight("pulsar", "-e", "fsync=false")
        self.assertEqual(0, rc, out)
