"""Checks of the rendered systemd units, offline: `systemd-analyze verify` (the unit loads, a mount unit's
name matches its Where=), and what every JVM service needs to start: JAVA_HOME (BookKeeper 4.14 takes a JDK
without $JAVA_HOME/lib/modules for Java 8 and passes options JDK 17 refuses) and its log directories (the
launchers' GC logs; JDK 17 refuses to start on an unwritable -Xlog file) all under a LogsDirectory=, which
systemd creates owned by the service's User=. Each function returns one line per problem; empty means fine."""
import glob
import os
import re
import shlex
import shutil
import subprocess
import tempfile

from tests.rendering import unit

SYSTEM_UNITS = ("/usr/lib/systemd/system", "/lib/systemd/system")
# Per launcher (the end of ExecStart): the environment variables its start scripts place logs by. A launcher
# missing here is a problem, so a new service is looked at before it ships.
LOG_DIR_VARIABLES = {
    "/bin/pulsar bookie": ("PULSAR_LOG_DIR", "PULSAR_GC_LOG_DIR", "BOOKIE_LOG_DIR", "BOOKIE_GC_LOG_DIR"),
    "/bin/pulsar broker": ("PULSAR_LOG_DIR", "PULSAR_GC_LOG_DIR"),
    "/bin/bookkeeper bookie": ("BOOKIE_LOG_DIR",),
    "/bin/kafka-server-start.sh": ("LOG_DIR",),
    "/bin/zkServer.sh start-foreground": ("ZOO_LOG_DIR",),
    "/bin/pravega-controller": (),
    "/bin/pravega-segmentstore": (),
    "/bin/benchmark-worker": (),
}


def environment(text):
    """{NAME: value} of every Environment= line of a unit (quoted, several per line allowed)."""
    env = {}
    for line in text.splitlines():
        if line.startswith("Environment="):
            for item in shlex.split(line[len("Environment="):]):
                name, _, value = item.partition("=")
                env[name] = value
    return env


def launcher_of(exec_start):
    command = exec_start.split(" --")[0].strip()
    return next((key for key in LOG_DIR_VARIABLES if command.endswith(key) or exec_start.split()[0].endswith(key)),
                None)


def jvm_service_problems(name, text, java_home):
    """JAVA_HOME set to java_home; every log directory variable of the launcher set, and under /var/log/<a
    LogsDirectory= of this unit>."""
    service = unit(text)["Service"]
    env = environment(text)
    problems = []
    if env.get("JAVA_HOME") != java_home:
        problems.append(f"{name}: JAVA_HOME is {env.get('JAVA_HOME')!r}, want {java_home!r} (the launchers "
                        "pick JVM options by it)")
    launcher = launcher_of(service.get("ExecStart", ""))
    if launcher is None:
        return problems + [f"{name}: unknown launcher {service.get('ExecStart')!r}; add it to LOG_DIR_VARIABLES"]
    owned = {f"/var/log/{d}" for d in service.get("LogsDirectory", "").split()}
    wanted = set(LOG_DIR_VARIABLES[launcher]) | {k for k in env if k.endswith("LOG_DIR")}
    for variable in sorted(wanted):
        value = env.get(variable)
        if value is None:
            problems.append(f"{name}: {variable} is not set; {launcher} then writes its logs where "
                            f"{service.get('User', 'root')} may not write")
        elif value.rstrip("/") not in owned:
            problems.append(f"{name}: {variable}={value} is not a LogsDirectory= of the unit "
                            f"({', '.join(sorted(owned)) or 'none'}), so nothing makes it writable by "
                            f"{service.get('User', 'root')}")
    return problems


def _system_units_dir():
    found = next((d for d in SYSTEM_UNITS if os.path.isdir(d) and glob.glob(os.path.join(d, "*.target"))), None)
    if found is None:
        raise AssertionError("systemd's units are not installed (apt-get install systemd); deploy/check does it")
    return found


def _stub_executables(root, text):
    """systemd-analyze refuses an ExecStart that is not executable; the distributions are not unpacked
    offline, so an empty executable stands at each ExecStart path inside the check's root."""
    for line in text.splitlines():
        if line.startswith("Exec"):
            path = line.split("=", 1)[1].lstrip("-@:+!").split()[0]
            stub = os.path.join(root, path.lstrip("/"))
            os.makedirs(os.path.dirname(stub), exist_ok=True)
            with open(stub, "w", encoding="utf-8") as f:
                f.write("#!/bin/sh\n")
            os.chmod(stub, 0o755)


def verify_problems(units):
    """`systemd-analyze verify` of units ({install path: text}) together, in a root holding systemd's own
    units; any message is a problem (systemd only warns about unknown keys)."""
    if shutil.which("systemd-analyze") is None:
        raise AssertionError("systemd-analyze is not installed (apt-get install systemd); deploy/check does it")
    with tempfile.TemporaryDirectory(prefix="msgbench-units-") as root:
        shutil.copytree(_system_units_dir(), os.path.join(root, "usr/lib/systemd/system"), symlinks=True)
        for path, text in units.items():
            target = os.path.join(root, path.lstrip("/"))
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "w", encoding="utf-8") as f:
                f.write(text)
            _stub_executables(root, text)
        done = subprocess.run(["systemd-analyze", "verify", "--man=no", f"--root={root}", *units],
                              capture_output=True, text=True, check=False)
    output = (done.stdout + done.stderr).replace(root, "")
    lines = [line for line in output.splitlines() if line.strip()]
    if done.returncode != 0 and not lines:
        lines = [f"systemd-analyze verify exited with {done.returncode}"]
    return lines


def host_units(files):
    """{install path: text} of the units among one host's rendered files ('role/x.service@dest' known)."""
    units = {}
    for key, text in files.items():
        name, _, variant = key.partition("@")
        if variant == "fsync=true" and re.search(r"\.(service|mount)$", name) and f"{name}@dest" in files:
            units[files[f"{name}@dest"]] = text
    return units
