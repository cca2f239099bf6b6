"""Unpacks a `docker save` image tarball into a root file system and prints how the image starts, as bash
assignments (ENTRYPOINT=(...) CMD=(...) ENVS=(...) WORKDIR=... RUN_USER=...), so deploy/image/test can run the
image's own entrypoint where no container runtime works. Layers are applied in order; whiteouts (.wh.) remove
what a lower layer had.

Usage: python3 unpack.py IMAGE.tar ROOTFS_DIR
"""
import json
import os
import shlex
import shutil
import sys
import tarfile


def apply_layer(layer, rootfs):
    with tarfile.open(fileobj=layer, mode="r:*") as tar:
        members = []
        for member in tar:
            name = os.path.normpath(member.name).lstrip("/")
            base = os.path.basename(name)
            if base.startswith(".wh."):
                target = os.path.join(rootfs, os.path.dirname(name), base[4:])
                if os.path.isdir(target) and not os.path.islink(target):
                    shutil.rmtree(target)
                elif os.path.lexists(target):
                    os.remove(target)
                continue
            members.append(member)
        # an image's layers are trusted like the image itself (absolute links, devices); older Pythons lack filter
        options = {"filter": "fully_trusted"} if hasattr(tarfile, "fully_trusted_filter") else {}
        tar.extractall(rootfs, members=members, numeric_owner=True, **options)


def main(image, rootfs):
    os.makedirs(rootfs, exist_ok=True)
    with tarfile.open(image) as outer:
        manifest = json.load(outer.extractfile("manifest.json"))[0]
        config = json.load(outer.extractfile(manifest["Config"]))["config"]
        for layer in manifest["Layers"]:
            apply_layer(outer.extractfile(layer), rootfs)
    print("ENTRYPOINT=(" + " ".join(map(shlex.quote, config.get("Entrypoint") or [])) + ")")
    print("CMD=(" + " ".join(map(shlex.quote, config.get("Cmd") or [])) + ")")
    print("ENVS=(" + " ".join(map(shlex.quote, config.get("Env") or [])) + ")")
    print("WORKDIR=" + shlex.quote(config.get("WorkingDir") or "/"))
    print("RUN_USER=" + shlex.quote(config.get("User") or "0:0"))


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(*sys.argv[1:])
