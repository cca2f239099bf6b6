variable "system" {
  description = "Which messaging system the cluster is for: kafka, pulsar or pravega. Decides the node groups and EFS."
  type        = string

  validation {
    condition     = contains(["kafka", "pulsar", "pravega"], var.system)
    error_message = "system must be one of: kafka, pulsar, pravega."
  }
}

variable "owner" {
  description = "Tag put on every resource so a forgotten cluster can be traced to a person."
  type        = string
}

variable "region" {
  description = "AWS region."
  type        = string
  default     = "us-west-2"
}

variable "availability_zone" {
  description = "Availability zone for the subnet; every host sits in it (one placement group, lowest latency)."
  type        = string
  default     = "us-west-2a"
}

variable "ssh_allowed_cidr" {
  description = "The only CIDR allowed to reach SSH (port 22), e.g. your own address as 203.0.113.7/32. No default on purpose."
  type        = string

  # An IPv4 CIDR (the rule is cidr_ipv4) of at most 65,536 addresses: /0, 0.0.0.0/1 and every other
  # world-open range are refused, as is any IPv6 range such as ::/0.
  validation {
    condition = (can(cidrhost(var.ssh_allowed_cidr, 0))
      && can(regex("^[0-9]{1,3}(\\.[0-9]{1,3}){3}/[0-9]{1,2}$", var.ssh_allowed_cidr))
    && try(tonumber(split("/", var.ssh_allowed_cidr)[1]) >= 16, false))
    error_message = "ssh_allowed_cidr must be an IPv4 CIDR of /16 or narrower (your own address as a.b.c.d/32), never a world-open range such as 0.0.0.0/0, 0.0.0.0/1 or ::/0."
  }
}

variable "ssh_public_key_path" {
  description = "Path of the SSH public key installed on every host."
  type        = string
  default     = "~/.ssh/id_ed25519.pub"
}

variable "vpc_cidr" {
  description = "CIDR of the VPC; cluster traffic is allowed only inside it."
  type        = string
  default     = "10.0.0.0/16"
}

variable "subnet_cidr" {
  description = "CIDR of the single public subnet, inside vpc_cidr."
  type        = string
  default     = "10.0.0.0/24"
}

variable "ami_name_filter" {
  description = "Name filter of the Canonical Ubuntu image; the newest match is used, so no image ID goes stale."
  type        = string
  default     = "ubuntu/images/hvm-ssd-gp3/ubuntu-noble-24.04-amd64-server-*"
}

variable "ssh_user" {
  description = "Login user of the image."
  type        = string
  default     = "ubuntu"
}

variable "broker_count" {
  description = "Broker hosts: Kafka brokers (KRaft, combined controller+broker), Pulsar broker+bookie, Pravega segment store+bookie."
  type        = number
  default     = 3

  validation {
    condition     = var.broker_count >= 1
    error_message = "broker_count must be at least 1."
  }
}

variable "broker_instance_type" {
  description = "Instance type of the broker hosts (the studies: i3.4xlarge, 16 vCPU, 122 GiB, 2 NVMe SSDs)."
  type        = string
  default     = "i3.4xlarge"
}

variable "metadata_count" {
  description = "Metadata hosts (ZooKeeper; Pravega controller). null = 0 for kafka (KRaft needs none), 3 for pulsar and pravega."
  type        = number
  default     = null
  nullable    = true
}

variable "metadata_instance_type" {
  description = "Instance type of the metadata hosts."
  type        = string
  default     = "m5.large"
}

variable "client_count" {
  description = "Client hosts, each running a benchmark-worker (the studies used 2 to 4)."
  type        = number
  default     = 2

  validation {
    condition     = var.client_count >= 1
    error_message = "client_count must be at least 1."
  }
}

variable "client_instance_type" {
  description = "Instance type of the client hosts."
  type        = string
  default     = "c5.4xlarge"
}

variable "root_volume_gb" {
  description = "Size of each host's root volume (gp3) in GiB."
  type        = number
  default     = 64
}

variable "use_placement_group" {
  description = "Put every host in one cluster placement group (lowest, steadiest network latency)."
  type        = bool
  default     = true
}

variable "efs_throughput_mode" {
  description = "Throughput mode of Pravega's EFS long-term storage: elastic (scales with use, billed per byte), provisioned (a fixed rate, as the 2020 study provisioned; set efs_provisioned_throughput_mibps) or bursting (grows with the data stored)."
  type        = string
  default     = "elastic"

  validation {
    condition     = contains(["elastic", "provisioned", "bursting"], var.efs_throughput_mode)
    error_message = "efs_throughput_mode must be one of: elastic, provisioned, bursting."
  }
}

variable "efs_provisioned_throughput_mibps" {
  description = "The throughput EFS provisions, in MiB/s (1 to 3414), with efs_throughput_mode = provisioned only."
  type        = number
  default     = null
  nullable    = true

  validation {
    condition     = (var.efs_throughput_mode == "provisioned") == (var.efs_provisioned_throughput_mibps != null)
    error_message = "Set efs_provisioned_throughput_mibps exactly when efs_throughput_mode is provisioned."
  }

  validation {
    condition     = try(var.efs_provisioned_throughput_mibps >= 1 && var.efs_provisioned_throughput_mibps <= 3414, var.efs_provisioned_throughput_mibps == null)
    error_message = "efs_provisioned_throughput_mibps must be between 1 and 3414 MiB/s."
  }
}

variable "pulsar_offload_s3" {
  description = "Pulsar only: tiered storage on S3 (the 2020 study's catch-up read offloaded ledgers). true creates a private bucket for the offloaded ledgers and an instance role that lets the broker hosts, and no other host, use it."
  type        = bool
  default     = false

  validation {
    condition     = !var.pulsar_offload_s3 || var.system == "pulsar"
    error_message = "pulsar_offload_s3 is for system = \"pulsar\" only."
  }
}
