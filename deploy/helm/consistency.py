"""Checks what the API schemas cannot: that the rendered objects of one release fit together.

Usage: python consistency.py RENDERED.yaml VALUES.yaml...  (the manifests `helm template` wrote for those values)
The coordinator's workers file lists exactly one stable DNS name per StatefulSet replica, under the headless
Service, on the worker's port; every Secret, ConfigMap and claim a pod mounts is rendered or named in the values;
the Prometheus annotations name the port the worker serves /metrics on. Exit 1 with one line per problem.
"""
import sys

import yaml

NAMESPACE = "default"  # helm template's namespace


def merged(paths):
    values = {}
    for path in paths:
        with open(path, encoding="utf-8") as f:
            _merge(values, yaml.safe_load(f) or {})
    return values


def _merge(into, update):
    for key, value in update.items():
        if isinstance(value, dict) and isinstance(into.get(key), dict):
            _merge(into[key], value)
        else:
            into[key] = value


def check(docs, values):
    problems = []
    kinds = {}
    for doc in docs:
        kinds.setdefault(doc["kind"], {})[doc["metadata"]["name"]] = doc
    sts = _only(kinds, "StatefulSet", problems)
    if sts is None:
        return problems
    svc = kinds.get("Service", {}).get(sts["spec"]["serviceName"])
    if svc is None or svc["spec"].get("clusterIP") != "None":
        problems.append(f"StatefulSet serviceName {sts['spec']['serviceName']} is not a rendered headless Service")
    pod = sts["spec"]["template"]
    worker = pod["spec"]["containers"][0]
    port = worker["ports"][0]["containerPort"]
    if port != values["workers"]["port"]:
        problems.append(f"worker listens on {port}, values say {values['workers']['port']}")
    if f"--port={port}" not in worker["args"]:
        problems.append(f"worker args {worker['args']} do not pass --port={port}")
    problems += _metrics(pod, worker, port, values)
    problems += _mounts(pod["spec"], kinds, values)
    if values["benchmark"]["enabled"]:
        problems += _workers_file(kinds, sts, port, values)
        job = _only(kinds, "Job", problems)
        if job is not None:
            problems += _mounts(job["spec"]["template"]["spec"], kinds, values)
    return problems


def _metrics(pod, worker, port, values):
    """/metrics is served on --metrics-port when the worker has one, else on the API port: the annotation and
    the readiness probe must name that port."""
    metrics_args = [a for a in worker["args"] if a.startswith(("--metrics-port", "-sp", "--stats-port"))]
    served = int(metrics_args[-1].split("=", 1)[1]) if metrics_args else port
    named = {p.get("name"): p["containerPort"] for p in worker["ports"]}
    problems = []
    annotations = pod["metadata"].get("annotations") or {}
    if values["workers"]["metrics"]["annotate"] and annotations.get("prometheus.io/port") != str(served):
        problems.append(f"prometheus.io/port {annotations.get('prometheus.io/port')} is not where /metrics is served"
                        f" ({served})")
    probe = worker["readinessProbe"]["httpGet"]
    if named.get(probe["port"], probe["port"]) != served or probe["path"] != "/metrics":
        problems.append(f"readiness probe GET {probe['path']} on {probe['port']}, /metrics is served on {served}")
    return problems


def _workers_file(kinds, sts, port, values):
    maps = [m for m in kinds.get("ConfigMap", {}).values() if "workers.yaml" in m["data"]]
    if len(maps) != 1:
        return [f"expected one ConfigMap with workers.yaml, found {len(maps)}"]
    workers = yaml.safe_load(maps[0]["data"]["workers.yaml"])
    name, service = sts["metadata"]["name"], sts["spec"]["serviceName"]
    expected = [f"http://{name}-{i}.{service}.{NAMESPACE}.svc:{port}" for i in range(sts["spec"]["replicas"])]
    problems = []
    if workers.get("workers") != expected:
        problems.append(f"workers.yaml lists {workers.get('workers')}, the StatefulSet's pods are {expected}")
    if workers.get("mode") != values["benchmark"]["mode"] or set(workers) != {"workers", "mode"}:
        problems.append(f"workers.yaml is {workers}: only workers and mode={values['benchmark']['mode']}")
    if sts["spec"]["replicas"] != values["workers"]["replicas"]:
        problems.append(f"StatefulSet has {sts['spec']['replicas']} replicas, values say {values['workers']['replicas']}")
    return problems


def _mounts(pod_spec, kinds, values):
    problems = []
    for volume in pod_spec.get("volumes", []):
        if "secret" in volume:
            name = volume["secret"]["secretName"]
            if name not in kinds.get("Secret", {}) and name != values["token"]["existingSecret"]:
                problems.append(f"volume {volume['name']} mounts Secret {name}, which is neither rendered nor given")
        if "configMap" in volume and volume["configMap"]["name"] not in kinds.get("ConfigMap", {}):
            problems.append(f"volume {volume['name']} mounts ConfigMap {volume['configMap']['name']}, not rendered")
        claim = volume.get("persistentVolumeClaim", {}).get("claimName")
        given = values["results"]["persistence"]["existingClaim"]
        if claim and claim not in kinds.get("PersistentVolumeClaim", {}) and claim != given:
            problems.append(f"volume {volume['name']} uses claim {claim}, which is neither rendered nor given")
    mounted = {m["name"] for c in pod_spec["containers"] + pod_spec.get("initContainers", []) for m in c["volumeMounts"]}
    declared = {v["name"] for v in pod_spec.get("volumes", [])}
    if mounted - declared:
        problems.append(f"containers mount {sorted(mounted - declared)}, which no volume declares")
    return problems


def _only(kinds, kind, problems):
    found = list(kinds.get(kind, {}).values())
    if len(found) != 1:
        problems.append(f"expected one {kind}, found {len(found)}")
        return None
    return found[0]


def main(args):
    with open(args[0], encoding="utf-8") as f:
        docs = [d for d in yaml.safe_load_all(f) if d]
    try:
        problems = check(docs, merged(args[1:]))
    except (KeyError, IndexError, TypeError) as e:  # a field the check reads is missing (the schemas say which)
        problems = [f"the rendered objects lack what this check reads: {type(e).__name__} {e}"]
    for problem in problems:
        print(f"deploy/helm/check: {args[-1]}: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
