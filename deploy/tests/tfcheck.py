"""Structure checks of deploy/terraform on python-hcl2's parse (terraform validate needs the AWS provider,
which cannot be downloaded offline). problems(folder) returns one line per problem; empty means fine."""
import glob
import importlib.machinery
import importlib.util
import os
import re

import hcl2
from lark.exceptions import LarkError

from tests.support import INVENTORY_SCRIPT

REQUIRED_VARIABLES = (
    "system", "region", "ssh_allowed_cidr",
    "broker_count", "broker_instance_type",
    "metadata_count", "metadata_instance_type",
    "client_count", "client_instance_type",
)
EXACT_VERSION = re.compile(r"^=?\s*\d+\.\d+\.\d+$")
INSTANCE_TYPE_LITERAL = re.compile(r'"[a-z][a-z0-9-]*\.(?:nano|micro|small|medium|large|\d*xlarge|metal)"')
VPC_CIDR_REFS = ("aws_vpc.bench.cidr_block", "var.vpc_cidr")


def inventory_outputs():
    """The outputs deploy/bin/inventory reads, taken from the script itself."""
    loader = importlib.machinery.SourceFileLoader("msgbench_inventory", INVENTORY_SCRIPT)
    module = importlib.util.module_from_spec(importlib.util.spec_from_loader(loader.name, loader))
    loader.exec_module(module)
    return set(module.GROUPS) | {"system", "ssh_user"} | set(module.OPTIONAL_OUTPUTS)


def unquote(value):
    return value[1:-1] if isinstance(value, str) and len(value) >= 2 and value[0] == value[-1] == '"' else value


def blocks(parsed, kind):
    """(file, name, body) of every `kind "name" {}` block; resources give name 'type.name'."""
    found = []
    for path, doc in parsed.items():
        for entry in doc.get(kind, []):
            for key, body in entry.items():
                if kind in ("resource", "data"):
                    for name, inner in body.items():
                        found.append((path, f"{unquote(key)}.{unquote(name)}", inner))
                else:
                    found.append((path, unquote(key), body))
    return found


def parse_all(folder):
    parsed, problems = {}, []
    files = sorted(glob.glob(os.path.join(folder, "*.tf")))
    if not files:
        problems.append(f"{folder}: no .tf files")
    for path in files:
        name = os.path.basename(path)
        try:
            with open(path, encoding="utf-8") as f:
                parsed[name] = hcl2.load(f)
        except (LarkError, ValueError) as e:
            problems.append(f"{name}: does not parse: {str(e).splitlines()[0]}")
    return parsed, problems


def provider_problems(parsed):
    problems, found = [], False
    for path, doc in parsed.items():
        for terraform in doc.get("terraform", []):
            if "required_version" not in terraform:
                problems.append(f"{path}: terraform block without required_version")
            for providers in terraform.get("required_providers", []):
                for name, spec in providers.items():
                    if name.startswith("__"):
                        continue
                    found = True
                    version = unquote(spec.get("version", ""))
                    if not EXACT_VERSION.match(version):
                        problems.append(f"{path}: provider '{name}' version '{version}' is not pinned to one release")
                    if not spec.get("source"):
                        problems.append(f"{path}: provider '{name}' has no source")
    if not found:
        problems.append("no required_providers block: provider versions are not pinned")
    return problems


def variable_problems(parsed):
    problems = []
    declared = {name: body for _, name, body in blocks(parsed, "variable")}
    for name, body in declared.items():
        for key in ("type", "description"):
            if key not in body:
                problems.append(f"variable '{name}' has no {key}")
    for name in REQUIRED_VARIABLES:
        if name not in declared:
            problems.append(f"variable '{name}' is missing (counts, types and the SSH CIDR must be variables)")
    return problems


def instance_problems(folder, parsed):
    """Host counts and instance types come from variables: no literal type outside variables.tf, and every
    aws_instance's count/for_each and instance_type is an expression over var./local./each. values."""
    problems = []
    for path, name, body in blocks(parsed, "resource"):
        if not name.startswith("aws_instance."):
            continue
        how_many = str(body.get("for_each", body.get("count", "")))
        if not any(ref in how_many for ref in ("var.", "local.")):
            problems.append(f"{path}: {name} count/for_each = {how_many!r} is not taken from a variable")
        instance_type = str(body.get("instance_type", ""))
        if not any(ref in instance_type for ref in ("var.", "local.", "each.")):
            problems.append(f"{path}: {name}.instance_type = {instance_type!r} is not taken from a variable")
    for path in sorted(glob.glob(os.path.join(folder, "*.tf"))):
        if os.path.basename(path) == "variables.tf":
            continue
        with open(path, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                literal = INSTANCE_TYPE_LITERAL.search(line.split("#", 1)[0])
                if literal:
                    problems.append(f"{os.path.basename(path)}:{number}: instance type {literal.group(0)} "
                                    "is written out; make it a variable")
    return problems


def network_problems(parsed):
    problems, ssh_rules = [], 0
    for path, name, body in blocks(parsed, "resource"):
        if name.startswith("aws_security_group.") and ("ingress" in body or "egress" in body):
            problems.append(f"{path}: {name} has inline rules; use aws_vpc_security_group_*_rule resources")
        if not name.startswith("aws_vpc_security_group_ingress_rule."):
            continue
        cidr = str(body.get("cidr_ipv4", "")) + str(body.get("cidr_ipv6", ""))
        if "var.ssh_allowed_cidr" in cidr:
            ssh_rules += 1
            if body.get("from_port") != 22 or body.get("to_port") != 22:
                problems.append(f"{path}: {name} opens more than port 22 to ssh_allowed_cidr")
        elif not any(ref in cidr for ref in VPC_CIDR_REFS):
            problems.append(f"{path}: {name} allows traffic from {cidr!r}, outside the VPC and the SSH CIDR")
    if ssh_rules != 1:
        problems.append(f"expected one SSH ingress rule from var.ssh_allowed_cidr, found {ssh_rules}")
    return problems


def _port_range(body):
    """(from, to) of a rule; every port for protocol -1 (all traffic)."""
    if unquote(body.get("ip_protocol")) == "-1":
        return 0, 65535
    try:
        return int(body.get("from_port")), int(body.get("to_port"))
    except (TypeError, ValueError):
        return None


def monitoring_port_problems(parsed, ports):
    """Every metrics port Prometheus scrapes ({name: port}) is reachable from inside the VPC (a VPC-CIDR rule
    covers it) and from nowhere else (no rule from another CIDR covers it)."""
    problems = []
    for what, port in sorted(ports.items()):
        inside = outside = False
        for path, name, body in blocks(parsed, "resource"):
            if not name.startswith("aws_vpc_security_group_ingress_rule."):
                continue
            span = _port_range(body)
            if span is None or not span[0] <= port <= span[1] or unquote(body.get("ip_protocol")) not in ("-1", "tcp"):
                continue
            cidr = str(body.get("cidr_ipv4", "")) + str(body.get("cidr_ipv6", ""))
            if any(ref in cidr for ref in VPC_CIDR_REFS):
                inside = True
            else:
                outside = True
                problems.append(f"{path}: {name} opens {what} (port {port}) to {cidr!r}, outside the VPC")
        if not inside:
            problems.append(f"{what} (port {port}) is not open inside the VPC: Prometheus cannot scrape it")
    return problems


def _first(body, key):
    """A nested block's body: python-hcl2 gives blocks as lists of dicts."""
    value = body.get(key)
    return (value[0] if value else {}) if isinstance(value, list) else (value or {})


def hardening_problems(parsed):
    """Every instance requires IMDSv2 session tokens and has an encrypted root volume."""
    problems = []
    for path, name, body in blocks(parsed, "resource"):
        if not name.startswith("aws_instance."):
            continue
        if unquote(_first(body, "metadata_options").get("http_tokens")) != "required":
            problems.append(f"{path}: {name} does not require IMDSv2 (metadata_options http_tokens = \"required\")")
        if _first(body, "root_block_device").get("encrypted") is not True:
            problems.append(f"{path}: {name} has an unencrypted root volume (root_block_device encrypted = true)")
    return problems


# What Pulsar's aws-s3 offloader (jclouds) does with its bucket; an IAM policy here allows nothing else.
OFFLOAD_ACTIONS = {"s3:GetBucketLocation", "s3:ListBucket", "s3:PutObject", "s3:GetObject", "s3:DeleteObject",
                   "s3:AbortMultipartUpload", "s3:ListMultipartUploadParts"}
PUBLIC_ACCESS_SWITCHES = ("block_public_acls", "block_public_policy", "ignore_public_acls", "restrict_public_buckets")
POLICY_ACTION = re.compile(r'"([a-z0-9-]+:[A-Za-z0-9*]+|\*)"')
POLICY_RESOURCE = re.compile(r"Resource\s*=\s*([^,}\]]+)")


def bucket_problems(parsed):
    """Every S3 bucket is private (a public access block with all four switches on), encrypted at rest and
    destroyable with what it holds (force_destroy); every IAM policy allows only the offloader's S3 actions on a
    bucket of this configuration; an instance profile goes to the broker hosts only."""
    problems = []
    resources = blocks(parsed, "resource")

    def for_bucket(kind, bucket):
        ref = re.compile(rf"\baws_s3_bucket\.{re.escape(bucket)}\b")
        return [body for _, name, body in resources
                if name.startswith(kind + ".") and ref.search(str(body.get("bucket")))]

    for path, name, body in resources:
        if name.startswith("aws_s3_bucket."):
            bucket = name.split(".", 1)[1]
            if body.get("force_destroy") is not True:
                problems.append(f"{path}: {name} has no force_destroy = true: terraform destroy fails while it "
                                "holds objects")
            access = for_bucket("aws_s3_bucket_public_access_block", bucket)
            if not access or not all(a.get(s) is True for a in access for s in PUBLIC_ACCESS_SWITCHES):
                problems.append(f"{path}: {name} is not private: it needs an aws_s3_bucket_public_access_block with "
                                + ", ".join(PUBLIC_ACCESS_SWITCHES) + " all true")
            if not for_bucket("aws_s3_bucket_server_side_encryption_configuration", bucket):
                problems.append(f"{path}: {name} has no aws_s3_bucket_server_side_encryption_configuration")
        if name.startswith(("aws_iam_role_policy.", "aws_iam_policy.")):
            policy = str(body.get("policy", ""))
            for action in sorted(set(POLICY_ACTION.findall(policy)) - OFFLOAD_ACTIONS):
                problems.append(f"{path}: {name} allows {action}, beyond what Pulsar's offloader needs")
            for resource in POLICY_RESOURCE.findall(policy):
                if "aws_s3_bucket." not in resource:
                    problems.append(f"{path}: {name} grants on {resource.strip()}, not on a bucket of this "
                                    "configuration")
        if name.startswith("aws_instance.") and body.get("iam_instance_profile") is not None:
            profile = str(body["iam_instance_profile"])
            if not re.search(r'each\.value\.group\s*==\s*"broker"\s*\?', profile):
                problems.append(f"{path}: {name} gives hosts other than the brokers an instance profile ({profile})")
    return problems


def output_problems(parsed):
    declared = {name for _, name, _ in blocks(parsed, "output")}
    return [f"output '{name}' is missing (deploy/bin/inventory reads it)" for name in sorted(inventory_outputs() - declared)]


def reference_problems(folder, parsed):
    """Every var./local./resource/data reference resolves, and every variable is used."""
    text = ""
    for path in sorted(glob.glob(os.path.join(folder, "*.tf"))):
        with open(path, encoding="utf-8") as f:
            text += "\n".join(line.split("#", 1)[0] for line in f) + "\n"
    variables = {name for _, name, _ in blocks(parsed, "variable")}
    locals_ = {k for doc in parsed.values() for entry in doc.get("locals", []) for k in entry if not k.startswith("__")}
    resources = {name for _, name, _ in blocks(parsed, "resource")}
    data = {name for _, name, _ in blocks(parsed, "data")}
    problems = []
    used_vars = set(re.findall(r"\bvar\.(\w+)", text))
    problems += [f"var.{v} is used but not declared" for v in sorted(used_vars - variables)]
    problems += [f"variable '{v}' is declared but never used" for v in sorted(variables - used_vars)]
    problems += [f"local.{v} is used but not declared" for v in sorted(set(re.findall(r"\blocal\.(\w+)", text)) - locals_)]
    data_refs = set(re.findall(r"\bdata\.(aws_\w+\.\w+)", text))
    problems += [f"data.{r} is used but not declared" for r in sorted(data_refs - data)]
    resource_refs = set(re.findall(r"(?<![\w.])(aws_\w+\.\w+)", re.sub(r"\bdata\.aws_\w+\.\w+", "", text)))
    problems += [f"{r} is used but not declared" for r in sorted(resource_refs - resources)]
    return problems


def problems(folder):
    parsed, found = parse_all(folder)
    if found:
        return found
    return (provider_problems(parsed) + variable_problems(parsed) + instance_problems(folder, parsed)
            + network_problems(parsed) + hardening_problems(parsed) + bucket_problems(parsed) + output_problems(parsed)
            + reference_problems(folder, parsed))
