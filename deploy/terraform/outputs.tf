# deploy/bin/inventory reads these (terraform output -json) and writes the Ansible inventory and workers.yaml.

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
  value       = [for i, h in aws_instance.broker : { name = "broker-${i + 1}", public_ip = h.public_ip, private_ip = h.private_ip }]
}

output "metadata" {
  description = "Metadata hosts (ZooKeeper, Pravega controller)."
  value       = [for i, h in aws_instance.metadata : { name = "metadata-${i + 1}", public_ip = h.public_ip, private_ip = h.private_ip }]
}

output "clients" {
  description = "Client hosts, each running a benchmark-worker."
  value       = [for i, h in aws_instance.client : { name = "client-${i + 1}", public_ip = h.public_ip, private_ip = h.private_ip }]
}

output "efs_dns_name" {
  description = "NFS address of Pravega's long-term storage (empty for other systems)."
  value       = var.system == "pravega" ? aws_efs_mount_target.pravega_lts[0].dns_name : ""
}
