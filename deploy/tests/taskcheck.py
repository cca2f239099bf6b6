"""Static checks of the role task files (and group_vars), as YAML: the role's tools run as their service's
user with JAVA_HOME, every download is verified against a checksum, secrets never reach logs or diffs, and
the msgbench package unpacks into a fresh folder per package. Each function returns one line per problem."""
import os
import re

import yaml

from tests.rendering import role_tasks
from tests.support import ANSIBLE

COMMAND_MODULES = ("ansible.builtin.command", "ansible.builtin.shell", "command", "shell")
DISTRIBUTION_TOOL = re.compile(r"\}\}/bin/[\w.-]+")
SECRET = re.compile(r"worker_token|grafana_admin_password|admin-password|lookup\(['\"](ansible\.builtin\.)?password")
CHECKSUM = re.compile(r"^sha(256|512):([0-9a-f]{64}|[0-9a-f]{128}|\{\{ *\w+_url *\}\}\.sha(256|512))$")
# Downloads with no published checksum to pin (the variable is there for the operator to fill).
UNPINNED = {"pravega_checksum": "Pravega's GitHub release publishes no checksum"}


def _module(task, names):
    return next(((name, task[name]) for name in names if name in task), (None, None))


def _role_defaults(role, ansible_dir):
    path = os.path.join(ansible_dir, "roles", role, "defaults", "main.yml")
    if not os.path.exists(path):
        return {}
    with open(path, encoding="utf-8") as f:
        return yaml.safe_load(f) or {}


def _resolve(value, role, ansible_dir):
    """A value written as "{{ name }}" resolved through the role's defaults (one level)."""
    match = re.fullmatch(r"\{\{\s*(\w+)\s*\}\}", value) if isinstance(value, str) else None
    return _role_defaults(role, ansible_dir).get(match.group(1), value) if match else value


def tool_tasks(tasks):
    """(role, file, task, tool) of every command/shell task that runs a distribution's bin/ tool."""
    found = []
    for role, file, task in tasks:
        _, args = _module(task, COMMAND_MODULES)
        command = args.get("cmd", "") if isinstance(args, dict) else str(args or "")
        tool = DISTRIBUTION_TOOL.search(command)
        if tool:
            found.append((role, file, task, tool.group(0)[3:]))
    return found


def tool_problems(tasks, ansible_dir=ANSIBLE):
    """A distribution's bin/ tool run by a task runs as a service user (not root, which would leave root-owned
    logs behind) with JAVA_HOME set."""
    problems = []
    for role, file, task, tool in tool_tasks(tasks):
        where = f"{role}/tasks/{file}: '{task.get('name')}'"
        if task.get("become_user", "root") == "root":
            problems.append(f"{where} runs {tool} as root; "
                            "set become_user to the service's user")
        env = _resolve(task.get("environment", {}), role, ansible_dir)
        if not isinstance(env, dict) or "JAVA_HOME" not in env:
            problems.append(f"{where} sets no JAVA_HOME in environment")
    return problems


def download_problems(tasks, settings):
    """Only get_url downloads, each with a checksum and a local-archive alternative; every *_checksum setting
    pinned (or Apache's .sha512)."""
    problems = []
    for role, file, task in tasks:
        where = f"{role}/tasks/{file}: '{task.get('name')}'"
        _, unarchive = _module(task, ("ansible.builtin.unarchive", "unarchive"))
        if isinstance(unarchive, dict) and unarchive.get("remote_src") and not str(unarchive["src"]).startswith("/"):
            problems.append(f"{where} unpacks {unarchive['src']} straight from the network, unverified; "
                            "download with common/tasks/fetch.yml")
        _, get_url = _module(task, ("ansible.builtin.get_url", "get_url"))
        if isinstance(get_url, dict) and not get_url.get("checksum"):
            problems.append(f"{where} downloads without a checksum")
        _, include = _module(task, ("ansible.builtin.include_role", "include_role"))
        if isinstance(include, dict) and include.get("tasks_from") == "fetch":
            fetch = task.get("vars", {}).get("common_fetch", {})
            if not fetch.get("checksum"):
                problems.append(f"{where} fetches without common_fetch.checksum")
            # Sites without the download servers (and deploy/test-local) give every archive as a local file.
            if "local" not in fetch:
                problems.append(f"{where} fetches without common_fetch.local (no way to install it offline)")
    for name, value in settings.items():
        if name.endswith("_checksum") and name not in UNPINNED and not CHECKSUM.match(str(value)):
            problems.append(f"group_vars: {name}={value!r} is neither a pinned sha256/sha512 nor the release's "
                            ".sha512 file")
    return problems


def secret_problems(tasks):
    """A task that handles the worker token or Grafana's admin password keeps it out of logs (no_log) and diffs
    (diff: false)."""
    problems = []
    for role, file, task in tasks:
        body = {k: v for k, v in task.items() if k != "name"}
        if SECRET.search(yaml.safe_dump(body)) and not (task.get("no_log") is True and task.get("diff") is False):
            problems.append(f"{role}/tasks/{file}: '{task.get('name')}' handles a secret (the worker token, "
                            "Grafana's password) without no_log: true and diff: false")
    return problems


def package_problems(tasks):
    """The msgbench package unpacks once (creates:) into a folder named after its checksum, so a new package
    never unpacks over an old tree whose stale jars would stay on the class path."""
    from_checksum = {name for _, _, task in tasks for name, value in (task.get("ansible.builtin.set_fact") or {}).items()
                     if "stat.checksum" in str(value)}
    problems, found = [], False
    for role, file, task in tasks:
        _, args = _module(task, ("ansible.builtin.unarchive", "unarchive"))
        if not isinstance(args, dict) or "msgbench_package" not in str(args.get("src")):
            continue
        found = True
        where = f"{role}/tasks/{file}: '{task.get('name')}'"
        if not args.get("creates"):
            problems.append(f"{where} has no creates:, so every run unpacks (and reports a change) again")
        if not any(name in str(args.get("dest")) for name in from_checksum):
            problems.append(f"{where} unpacks into {args.get('dest')}, not a folder named after the package's "
                            "checksum: a new package lands over the old tree")
    return problems if found else ["no task unpacks msgbench_package"]


def offloader_problems(tasks, settings):
    """Apache's tiered-storage offloaders (Pulsar's version) are installed only with tiered storage on (a bucket
    from Terraform, pulsar_offload_s3_bucket): fetched like every other download, and put at
    {{ pulsar_home }}/offloaders, where the broker, started in {{ pulsar_home }}, looks for them."""
    on = "pulsar_offload_s3_bucket"
    fetch = [task for role, _, task in tasks if role == "pulsar"
             and "pulsar_offloaders_url" in str((task.get("vars") or {}).get("common_fetch", {}).get("url"))]
    link = [task for role, _, task in tasks if role == "pulsar"
            and (task.get("ansible.builtin.file") or {}).get("dest") == "{{ pulsar_home }}/offloaders"]
    problems = []
    if len(fetch) != 1:
        problems.append(f"pulsar/tasks: {len(fetch)} tasks fetch pulsar_offloaders_url, want 1")
    if len(link) != 1:
        problems.append(f"pulsar/tasks: {len(link)} tasks put the offloaders at {{{{ pulsar_home }}}}/offloaders, want 1")
    for task in fetch + link:
        if on not in str(task.get("when", "")):
            problems.append(f"pulsar/tasks: '{task.get('name')}' runs without tiered storage on (no when: on {on})")
    if len(fetch) == 1 and len(link) == 1:
        unpacked = fetch[0]["vars"]["common_fetch"].get("creates")
        args = link[0]["ansible.builtin.file"]
        if args.get("state") != "link" or args.get("src") != unpacked:
            problems.append(f"pulsar/tasks: '{link[0].get('name')}' does not link {unpacked} (what the fetch unpacks)")
    url = str(settings.get("pulsar_offloaders_url", ""))
    if "apache-pulsar-offloaders-{{ pulsar_version }}-bin.tar.gz" not in url:
        problems.append(f"group_vars: pulsar_offloaders_url={url!r} is not Apache's offloaders of pulsar_version")
    return problems


def all_tasks(ansible_dir=ANSIBLE):
    return role_tasks(ansible_dir)


def group_vars(ansible_dir=ANSIBLE):
    with open(os.path.join(ansible_dir, "group_vars", "all.yml"), encoding="utf-8") as f:
        return yaml.safe_load(f)
