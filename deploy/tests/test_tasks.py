"""The role tasks, read as YAML: tools run as their service's user with JAVA_HOME, downloads are verified,
the worker token stays out of logs and diffs, the msgbench package unpacks into a fresh folder; and each
check catches the failure it is for."""
import copy
import unittest

from tests import taskcheck


def find(tasks, name_part):
    return next(task for _, _, task in tasks if name_part in str(task.get("name")))


class TasksTest(unittest.TestCase):
    def setUp(self):
        self.tasks = taskcheck.all_tasks()
        self.settings = taskcheck.group_vars()

    def edited(self, name_part, change):
        tasks = copy.deepcopy(self.tasks)
        change(find(tasks, name_part))
        return tasks

    def test_tools_run_as_their_service_user_with_java_home(self):
        self.assertEqual([], taskcheck.tool_problems(self.tasks))

    def test_every_tool_task_is_checked(self):
        tools = sorted(tool for _, _, _, tool in taskcheck.tool_tasks(self.tasks))
        self.assertEqual(["bin/bookkeeper", "bin/bookkeeper", "bin/kafka-storage.sh", "bin/kafka-storage.sh",
                          "bin/pulsar"], tools)

    def test_a_tool_run_as_root_is_caught(self):
        tasks = self.edited("Initialize the cluster metadata", lambda t: t.pop("become_user"))
        problems = taskcheck.tool_problems(tasks)
        self.assertTrue(any("runs bin/pulsar as root" in p for p in problems), problems)

    def test_a_tool_without_java_home_is_caught(self):
        tasks = self.edited("Create the ledger metadata", lambda t: t.update(environment={"BOOKIE_CONF": "x"}))
        problems = taskcheck.tool_problems(tasks)
        self.assertTrue(any("Create the ledger metadata" in p and "JAVA_HOME" in p for p in problems), problems)

    def test_every_download_is_verified(self):
        self.assertEqual([], taskcheck.download_problems(self.tasks, self.settings))

    def test_an_unverified_download_is_caught(self):
        def straight_from_the_network(task):
            task.clear()
            task.update({"name": "Download Kafka", "ansible.builtin.unarchive": {
                "src": "{{ kafka_url }}", "dest": "/opt", "remote_src": True}})
        problems = taskcheck.download_problems(self.edited("Download and unpack Kafka", straight_from_the_network),
                                               self.settings)
        self.assertTrue(any("straight from the network" in p for p in problems), problems)
        no_checksum = self.edited("Download and unpack Kafka", lambda t: t["vars"]["common_fetch"].pop("checksum"))
        self.assertTrue(any("without common_fetch.checksum" in p
                            for p in taskcheck.download_problems(no_checksum, self.settings)))
        no_local = self.edited("Download and unpack Kafka", lambda t: t["vars"]["common_fetch"].pop("local"))
        self.assertTrue(any("without common_fetch.local" in p
                            for p in taskcheck.download_problems(no_local, self.settings)))
        unset = dict(self.settings, kafka_checksum="")
        self.assertTrue(any("kafka_checksum" in p for p in taskcheck.download_problems(self.tasks, unset)))

    def test_the_worker_token_stays_out_of_logs_and_diffs(self):
        self.assertEqual([], taskcheck.secret_problems(self.tasks))
        tasks = self.edited("Install the shared worker token", lambda t: t.pop("no_log"))
        self.assertEqual(1, len(taskcheck.secret_problems(tasks)))
        tasks = self.edited("Install the shared worker token", lambda t: t.pop("diff"))
        self.assertEqual(1, len(taskcheck.secret_problems(tasks)))

    def test_grafanas_admin_password_stays_out_of_logs_and_diffs(self):
        tasks = self.edited("Install Grafana's admin password", lambda t: t.pop("no_log"))
        self.assertEqual(["monitoring/tasks/grafana.yml: 'Install Grafana's admin password' handles a secret (the "
                          "worker token, Grafana's password) without no_log: true and diff: false"],
                         taskcheck.secret_problems(tasks))

    def test_every_download_has_a_local_alternative_and_a_pinned_checksum(self):
        fetched = sorted(t["vars"]["common_fetch"]["url"] for _, _, t in self.tasks
                         if (t.get("ansible.builtin.include_role") or {}).get("tasks_from") == "fetch")
        self.assertIn("{{ jmx_exporter_url }}", fetched)
        self.assertIn("{{ grafana_url }}", fetched)
        unpinned = dict(self.settings, jmx_exporter_checksum="sha512:{{ jmx_exporter_version }}")
        self.assertTrue(any("jmx_exporter_checksum" in p for p in taskcheck.download_problems(self.tasks, unpinned)))
        no_local = self.edited("Download Grafana", lambda t: t["vars"]["common_fetch"].pop("local"))
        self.assertTrue(any("Download Grafana" in p and "without common_fetch.local" in p
                            for p in taskcheck.download_problems(no_local, self.settings)))

    def test_the_package_unpacks_into_a_fresh_folder_once(self):
        self.assertEqual([], taskcheck.package_problems(self.tasks))

    def test_unpacking_over_the_old_tree_is_caught(self):
        tasks = self.edited("Unpack the package", lambda t: t["ansible.builtin.unarchive"].update(
            dest="{{ msgbench_home }}"))
        problems = taskcheck.package_problems(tasks)
        self.assertTrue(any("lands over the old tree" in p for p in problems), problems)
        tasks = self.edited("Unpack the package", lambda t: t["ansible.builtin.unarchive"].pop("creates"))
        self.assertTrue(any("no creates:" in p for p in taskcheck.package_problems(tasks)))

    def test_pulsars_offloaders_are_installed_only_with_tiered_storage(self):
        self.assertEqual([], taskcheck.offloader_problems(self.tasks, self.settings))
        fetch, link = "Download and unpack Pulsar's tiered-storage offloaders", "Put the offloaders in the Pulsar"
        always = self.edited(fetch, lambda t: t.pop("when"))
        self.assertEqual([f"pulsar/tasks: '{find(always, fetch)['name']}' runs without tiered storage on "
                          "(no when: on pulsar_offload_s3_bucket)"], taskcheck.offloader_problems(always, self.settings))
        always = self.edited(link, lambda t: t.pop("when"))
        self.assertEqual(1, len(taskcheck.offloader_problems(always, self.settings)))
        elsewhere = self.edited(link, lambda t: t["ansible.builtin.file"].update(dest="{{ pulsar_home }}/lib/offloaders"))
        self.assertEqual(["pulsar/tasks: 0 tasks put the offloaders at {{ pulsar_home }}/offloaders, want 1"],
                         taskcheck.offloader_problems(elsewhere, self.settings))
        wrong = self.edited(link, lambda t: t["ansible.builtin.file"].update(src="{{ pulsar_offloaders_home }}"))
        self.assertTrue(any("does not link" in p for p in taskcheck.offloader_problems(wrong, self.settings)))
        other = dict(self.settings, pulsar_offloaders_url="https://example.org/offloaders-4.0.6.tar.gz")
        self.assertTrue(any("pulsar_offloaders_url" in p for p in taskcheck.offloader_problems(self.tasks, other)))
        unchecked = self.edited(fetch, lambda t: t["vars"]["common_fetch"].pop("checksum"))
        self.assertTrue(any(fetch in p and "without common_fetch.checksum" in p
                            for p in taskcheck.download_problems(unchecked, self.settings)))
