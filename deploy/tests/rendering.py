"""Renders the roles' templates (tests/render.yml) for a generated inventory, and where the roles install
them, and reads the role task files; shared by the template, unit and task tests."""
import configparser
from concurrent.futures import ThreadPoolExecutor
import glob
import json
import os
import tempfile

import yaml

from tests.support import ANSIBLE, DEPLOY, SYSTEMS, InventoryDir, run

RENDER_PLAYBOOK = os.path.join(DEPLOY, "tests", "render.yml")
FILTER_PLUGINS = os.path.join(ANSIBLE, "filter_plugins")
TASK_MODULES = ("ansible.builtin.template", "template")
_CACHE = {}


def properties(text):
    """key=value lines of a properties/conf file (comments and blank lines skipped)."""
    pairs = (line.split("=", 1) for line in text.splitlines() if "=" in line and not line.lstrip().startswith("#"))
    return {k.strip(): v.strip() for k, v in pairs}


def unit(text):
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    parser.optionxform = str
    parser.read_string(text)
    return parser


def role_tasks(ansible_dir=ANSIBLE):
    """(role, task file name, task) of every task in every role, blocks flattened."""
    found = []
    for path in sorted(glob.glob(os.path.join(ansible_dir, "roles", "*", "tasks", "*.yml"))):
        role = path.split(os.sep)[-3]
        with open(path, encoding="utf-8") as f:
            tasks = yaml.safe_load(f) or []
        pending = list(tasks)
        while pending:
            task = pending.pop(0)
            pending[0:0] = task.get("block", []) + task.get("rescue", []) + task.get("always", [])
            found.append((role, os.path.basename(path), task))
    return found


def template_dests(ansible_dir=ANSIBLE):
    """{'role/template': dest expression} of every template task with a literal src."""
    dests = {}
    for role, _, task in role_tasks(ansible_dir):
        args = next((task[m] for m in TASK_MODULES if m in task), None)
        if isinstance(args, dict) and "{{" not in args.get("src", "{{") and args.get("dest"):
            dests[f"{role}/{args['src'][:-3]}"] = args["dest"]
    return dests


def render_inventory(inventory, workdir, extra_vars=None):
    """{host: {'role/template@fsync=true|false': text, 'role/template@dest': path}} for one inventory file, with
    extra_vars ({name: value}) given as -e would give them."""
    dest_files = {}
    for i, (key, dest) in enumerate(sorted(template_dests().items())):
        dest_files[key] = os.path.join(workdir, f"dest-{i}.j2")
        with open(dest_files[key], "w", encoding="utf-8") as f:
            f.write(dest)
    extra = os.path.join(workdir, "extra-vars.json")
    out = os.path.join(workdir, "rendered.json")
    with open(extra, "w", encoding="utf-8") as f:
        json.dump({"dest_templates": dest_files, **(extra_vars or {})}, f)
    rc, log = run(["ansible-playbook", "-i", inventory, "-e", f"render_out={out}", "-e", f"@{extra}", RENDER_PLAYBOOK],
                  env_extra={"ANSIBLE_FILTER_PLUGINS": FILTER_PLUGINS})
    if rc != 0:
        raise AssertionError(f"rendering the templates for {inventory} failed:\n{log}")
    with open(out, encoding="utf-8") as f:
        return json.load(f)


def render(system, inventory_args=()):
    """render_inventory for a freshly generated inventory of `system` (deploy/bin/inventory INVENTORY_ARGS)."""
    inv = InventoryDir(system, inventory_args)
    try:
        return render_inventory(inv.inventory, inv.path)
    finally:
        inv.cleanup()


def rendered_systems():
    """{system: render(system)} for every system, rendered once per test run (three ansible runs side by side)."""
    if not _CACHE:
        with ThreadPoolExecutor(len(SYSTEMS)) as pool:
            _CACHE.update(zip(SYSTEMS, pool.map(render, SYSTEMS)))
    return _CACHE


def scratch_dir(test_case, prefix):
    """A temporary folder removed when the test ends."""
    tmp = tempfile.TemporaryDirectory(prefix=prefix)
    test_case.addCleanup(tmp.cleanup)
    return tmp.name
