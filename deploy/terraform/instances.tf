locals {
  default_metadata_count = { kafka = 0, pulsar = 3, pravega = 3 }
  metadata_count         = coalesce(var.metadata_count, local.default_metadata_count[var.system])
  placement_group        = var.use_placement_group ? aws_placement_group.bench[0].name : null

  # Host groups: how many of each and of which instance type, all from variables.
  groups = {
    broker   = { count = var.broker_count, instance_type = var.broker_instance_type }
    metadata = { count = local.metadata_count, instance_type = var.metadata_instance_type }
    client   = { count = var.client_count, instance_type = var.client_instance_type }
  }
  hosts = merge([
    for group, spec in local.groups : {
      for i in range(spec.count) : "${group}-${i + 1}" => { group = group, instance_type = spec.instance_type }
    }
  ]...)
}

data "aws_ami" "ubuntu" {
  most_recent = true
  owners      = ["099720109477"] # Canonical

  filter {
    name   = "name"
    values = [var.ami_name_filter]
  }

  filter {
    name   = "virtualization-type"
    values = ["hvm"]
  }
}

resource "aws_key_pair" "bench" {
  key_name_prefix = "msgbench-${var.system}-"
  public_key      = file(pathexpand(var.ssh_public_key_path))
}

resource "aws_placement_group" "bench" {
  count    = var.use_placement_group ? 1 : 0
  name     = "msgbench-${var.system}-${var.owner}"
  strategy = "cluster"
}

# One resource for every host; local.hosts names them broker-1.., metadata-1.., client-1.. .
resource "aws_instance" "host" {
  for_each               = local.hosts
  ami                    = data.aws_ami.ubuntu.id
  instance_type          = each.value.instance_type
  subnet_id              = aws_subnet.bench.id
  vpc_security_group_ids = [aws_security_group.bench.id]
  key_name               = aws_key_pair.bench.key_name
  placement_group        = local.placement_group
  # Pulsar's tiered storage (pulsar-offload.tf): the broker hosts, and only they, get the offload role.
  iam_instance_profile = each.value.group == "broker" ? one(aws_iam_instance_profile.pulsar_broker[*].name) : null

  root_block_device {
    volume_type = "gp3"
    volume_size = var.root_volume_gb
    encrypted   = true
  }

  # IMDSv2 only: the instance metadata needs a session token, so a request forged through a host's
  # service cannot read it.
  metadata_options {
    http_endpoint = "enabled"
    http_tokens   = "required"
  }

  tags = { Name = "msgbench-${var.system}-${each.key}", Role = each.value.group }
}
