# deploy/bin/inventory reads these (terraform output -json) and writes the Ansible inventory and workers.yaml.

locals {
  host_addresses = { for name, h in aws_instance.host : name => { name = name, public_ip = h.public_ip, private_ip = h.private_ip } }
}

output "system" {
  description = "The messaging system this cluster is for."
  value       = var.system
}

output "ssh_user" {
  description = "Login user on every host."
  value       = var.ssh_user
}

output "brokers" {
  description = "Broker hosts: name, public_ip (for SSH), private_ip (for cluster traffic)."
  value       = [for i in range(local.groups.broker.count) : local.host_addresses["broker-${i + 1}"]]
}

output "metadata" {
  description = "Metadata hosts (ZooKeeper, Pravega controller)."
  value       = [for i in range(local.groups.metadata.count) : local.host_addresses["metadata-${i + 1}"]]
}

output "clients" {
  description = "Client hosts, each running a benchmark-worker."
  value       = [for i in range(local.groups.client.count) : local.host_addresses["client-${i + 1}"]]
}

output "efs_dns_name" {
  description = "NFS address of Pravega's long-term storage (empty for other systems)."
  value       = var.system == "pravega" ? aws_efs_mount_target.pravega_lts[0].dns_name : ""
}

output "pulsar_offload_bucket" {
  description = "S3 bucket of Pulsar's tiered storage (empty unless pulsar_offload_s3)."
  value       = local.pulsar_offload ? aws_s3_bucket.pulsar_offload[0].bucket : ""
}

output "pulsar_offload_region" {
  description = "Region of the offload bucket (empty unless pulsar_offload_s3)."
  value       = local.pulsar_offload ? var.region : ""
}
