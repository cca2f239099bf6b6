"""Filters for naming systemd units the way systemd does (the playbooks install mount units by path)."""
import string

_KEPT = frozenset(string.ascii_letters + string.digits + ":_.")


def systemd_escape_path(path):
    """What `systemd-escape --path PATH` prints: /mnt/pravega-lts -> mnt-pravega\\x2dlts. systemd refuses a
    mount unit whose file name is not exactly this for its Where= path."""
    simplified = "/".join(part for part in str(path).split("/") if part)
    if not simplified:
        return "-"
    escaped = []
    for i, char in enumerate(simplified):
        if char == "/":
            escaped.append("-")
        elif char in _KEPT and not (i == 0 and char == "."):
            escaped.append(char)
        else:
            escaped.extend(f"\\x{byte:02x}" for byte in char.encode("utf-8"))
    return "".join(escaped)


def systemd_mount_unit(path):
    """The mount unit systemd requires for PATH, e.g. mnt-data0.mount."""
    return systemd_escape_path(path) + ".mount"


class FilterModule:
    def filters(self):
        return {"systemd_escape_path": systemd_escape_path, "systemd_mount_unit": systemd_mount_unit}
