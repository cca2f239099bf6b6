# Pravega's long-term storage (the 2020 study used EFS), mounted over NFS by the segment stores.
resource "aws_efs_file_system" "pravega_lts" {
  count            = var.system == "pravega" ? 1 : 0
  creation_token   = "msgbench-pravega-lts-${var.owner}"
  performance_mode = "generalPurpose"
  throughput_mode  = var.efs_throughput_mode
  encrypted        = true
  # only with throughput_mode = "provisioned" (the variables' validation keeps the two together)
  provisioned_throughput_in_mibps = var.efs_provisioned_throughput_mibps

  tags = { Name = "msgbench-pravega-lts" }
}

resource "aws_efs_mount_target" "pravega_lts" {
  count           = var.system == "pravega" ? 1 : 0
  file_system_id  = aws_efs_file_system.pravega_lts[0].id
  subnet_id       = aws_subnet.bench.id
  security_groups = [aws_security_group.bench.id]
}
