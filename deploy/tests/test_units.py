"""Every systemd unit the roles install, rendered for each system and installed under the name the role
gives it, passes `systemd-analyze verify`; every JVM service sets JAVA_HOME and keeps its logs in a
directory its user owns; and each check catches the failure it is for."""
import importlib.util
import os
import subprocess
import unittest

import yaml

from tests import unitcheck
from tests.rendering import rendered_systems
from tests.support import ANSIBLE, SYSTEMS

_spec = importlib.util.spec_from_file_location("systemd_names", os.path.join(ANSIBLE, "filter_plugins", "systemd_names.py"))
systemd_names = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(systemd_names)
ONE_HOST_PER_GROUP = ("broker-1", "metadata-1", "client-1")


def group_vars():
    with open(os.path.join(ANSIBLE, "group_vars", "all.yml"), encoding="utf-8") as f:
        return yaml.safe_load(f)


class UnitsTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.rendered = rendered_systems()

    def units(self, system, host):
        return unitcheck.host_units(self.rendered[system].get(host, {}))

    def test_every_unit_passes_systemd_analyze_verify(self):
        for system in SYSTEMS:
            for host in ONE_HOST_PER_GROUP:
                units = self.units(system, host)
                if not units:
                    continue
                with self.subTest(system=system, host=host):
                    self.assertEqual([], unitcheck.verify_problems(units))

    def test_every_installed_unit_is_verified(self):
        broker = self.units("pravega", "broker-1")
        self.assertIn("/etc/systemd/system/bookie.service", broker)
        self.assertIn("/etc/systemd/system/pravega-segmentstore.service", broker)
        self.assertIn("/etc/systemd/system/mnt-pravega\\x2dlts.mount", broker)
        self.assertIn("/etc/systemd/system/mnt-data0.mount", broker)
        self.assertIn("/etc/systemd/system/benchmark-worker.service", self.units("kafka", "client-1"))

    def test_verify_refuses_a_mount_unit_named_against_its_path(self):
        broker = self.units("pravega", "broker-1")
        text = broker["/etc/systemd/system/mnt-pravega\\x2dlts.mount"]
        problems = unitcheck.verify_problems({"/etc/systemd/system/mnt-pravega-lts.mount": text})
        self.assertTrue(any("doesn't match unit name" in p for p in problems), problems)

    def test_verify_reports_an_unknown_setting(self):
        text = self.units("kafka", "broker-1")["/etc/systemd/system/kafka.service"].replace("User=", "Usr=")
        problems = unitcheck.verify_problems({"/etc/systemd/system/kafka.service": text})
        self.assertTrue(any("Unknown key 'Usr'" in p for p in problems), problems)

    def test_mount_unit_names_are_what_systemd_escape_gives(self):
        for path in ("/mnt/pravega-lts", "/mnt/data0", "/srv/a b/.x", "/mnt/dä", "/"):
            with self.subTest(path=path):
                want = subprocess.run(["systemd-escape", "--path", "--suffix=mount", path], capture_output=True,
                                      text=True, check=True).stdout.strip()
                self.assertEqual(want, systemd_names.systemd_mount_unit(path))

    def jvm_units(self):
        for system in SYSTEMS:
            for host in ONE_HOST_PER_GROUP:
                for path, text in self.units(system, host).items():
                    if path.endswith(".service"):
                        yield f"{system}/{host}:{os.path.basename(path)}", text

    def test_every_jvm_service_sets_java_home_and_writable_log_dirs(self):
        java_home = group_vars().get("java_home")
        self.assertTrue(java_home, "group_vars/all.yml sets no java_home")
        names = []
        for name, text in self.jvm_units():
            names.append(name)
            with self.subTest(unit=name):
                self.assertEqual([], unitcheck.jvm_service_problems(name, text, java_home))
        self.assertEqual(11, len(names), names)  # kafka 2, pulsar 4, pravega 5

    def test_java_home_is_the_installed_jdk(self):
        settings = group_vars()
        major = settings["java_package"].split("-")[1]
        self.assertTrue(settings["java_home"].startswith(f"/usr/lib/jvm/java-{major}-openjdk-"), settings["java_home"])

    def test_jvm_check_catches_a_missing_java_home_and_an_unowned_log_dir(self):
        text = self.units("pulsar", "broker-1")["/etc/systemd/system/bookie.service"]
        java_home = group_vars()["java_home"]
        no_java = "\n".join(line for line in text.splitlines() if "JAVA_HOME" not in line)
        self.assertTrue(any("JAVA_HOME is None" in p for p in unitcheck.jvm_service_problems("b", no_java, java_home)))
        no_logs_dir = "\n".join(line for line in text.splitlines() if not line.startswith("LogsDirectory="))
        problems = unitcheck.jvm_service_problems("b", no_logs_dir, java_home)
        self.assertTrue(any("BOOKIE_GC_LOG_DIR" in p and "not a LogsDirectory" in p for p in problems), problems)
        no_gc_dir = "\n".join(line for line in text.splitlines() if "BOOKIE_GC_LOG_DIR" not in line)
        problems = unitcheck.jvm_service_problems("b", no_gc_dir, java_home)
        self.assertTrue(any("BOOKIE_GC_LOG_DIR is not set" in p for p in problems), problems)
