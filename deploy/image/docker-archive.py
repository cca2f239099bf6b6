"""Wraps a root file system tarball into a one-layer image tarball in `docker save` format, which Jib reads as a
base image (`tar://...`) and `podman load` / `docker load` load.

Usage: python3 docker-archive.py ROOTFS.tar IMAGE.tar NAME:TAG
Prints the image's ID (the sha256 of its config), the base's digest in the sense `docker load` gives it.
"""
import hashlib
import io
import json
import sys
import tarfile

ENV = [
    "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
    "JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64",
    "LANG=C.UTF-8",
]


def sha256_file(path):
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def add_bytes(tar, name, data):
    info = tarfile.TarInfo(name)
    info.size = len(data)
    info.mtime = 0
    tar.addfile(info, io.BytesIO(data))


def main(rootfs, image, tag):
    diff_id = sha256_file(rootfs)
    config = {
        "architecture": "amd64",
        "os": "linux",
        "config": {"Env": ENV, "Cmd": ["/bin/bash"]},
        "rootfs": {"type": "layers", "diff_ids": [f"sha256:{diff_id}"]},
        "history": [{"created_by": f"mmdebstrap (deploy/image/build-base): {tag}"}],
    }
    config_bytes = json.dumps(config, sort_keys=True).encode()
    config_id = hashlib.sha256(config_bytes).hexdigest()
    manifest = [{"Config": f"{config_id}.json", "RepoTags": [tag], "Layers": [f"{diff_id}/layer.tar"]}]
    with tarfile.open(image, "w", format=tarfile.PAX_FORMAT) as tar:
        add_bytes(tar, f"{config_id}.json", config_bytes)
        tar.add(rootfs, arcname=f"{diff_id}/layer.tar")
        add_bytes(tar, "manifest.json", json.dumps(manifest).encode())
    print(f"sha256:{config_id}")


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    main(*sys.argv[1:])
