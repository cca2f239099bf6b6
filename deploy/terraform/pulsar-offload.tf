# Pulsar's tiered storage (the 2020 study's catch-up read offloaded ledgers back from S3), with
# pulsar_offload_s3 = true only: a private bucket for the ledgers Apache's jcloud offloader writes, and an
# instance role for the broker hosts that allows that bucket and nothing else. The brokers take the role's
# credentials from the instance metadata (IMDSv2): no key is written anywhere.
locals {
  pulsar_offload = var.pulsar_offload_s3 && var.system == "pulsar"
}

resource "aws_s3_bucket" "pulsar_offload" {
  count         = local.pulsar_offload ? 1 : 0
  bucket_prefix = "msgbench-pulsar-offload-"
  # The offloaded ledgers are a benchmark's data: `terraform destroy` deletes them with the bucket.
  force_destroy = true

  tags = { Name = "msgbench-pulsar-offload" }
}

resource "aws_s3_bucket_public_access_block" "pulsar_offload" {
  count                   = local.pulsar_offload ? 1 : 0
  bucket                  = aws_s3_bucket.pulsar_offload[0].id
  block_public_acls       = true
  block_public_policy     = true
  ignore_public_acls      = true
  restrict_public_buckets = true
}

# SSE-S3: encrypted at rest with keys S3 manages, so the role needs no KMS permission.
resource "aws_s3_bucket_server_side_encryption_configuration" "pulsar_offload" {
  count  = local.pulsar_offload ? 1 : 0
  bucket = aws_s3_bucket.pulsar_offload[0].id

  rule {
    apply_server_side_encryption_by_default {
      sse_algorithm = "AES256"
    }
  }
}

# An offload cut short (a broker stopped mid-upload) leaves its multipart upload's parts behind, billed as
# storage until aborted.
resource "aws_s3_bucket_lifecycle_configuration" "pulsar_offload" {
  count  = local.pulsar_offload ? 1 : 0
  bucket = aws_s3_bucket.pulsar_offload[0].id

  rule {
    id     = "abort-incomplete-uploads"
    status = "Enabled"
    filter {}

    abort_incomplete_multipart_upload {
      days_after_initiation = 1
    }
  }
}

resource "aws_iam_role" "pulsar_broker" {
  count       = local.pulsar_offload ? 1 : 0
  name_prefix = "msgbench-pulsar-broker-"
  description = "msgbench Pulsar brokers: tiered storage in the offload bucket only"
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { Service = "ec2.amazonaws.com" }
      Action    = "sts:AssumeRole"
    }]
  })
}

# What the aws-s3 offloader (jclouds) does: find the bucket's region (GetBucketLocation, which Pulsar's docs
# require with s3ManagedLedgerOffloadRegion) and check for objects (ListBucket: a missing object is then a
# 404, not a 403); write each ledger's data and index objects (multipart uploads, aborted when an offload
# fails), read them back (ranged GETs), and delete them after the deletion lag or with the topic.
resource "aws_iam_role_policy" "pulsar_offload" {
  count = local.pulsar_offload ? 1 : 0
  name  = "pulsar-offload-s3"
  role  = aws_iam_role.pulsar_broker[0].id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [
      {
        Sid      = "OffloadBucket"
        Effect   = "Allow"
        Action   = ["s3:GetBucketLocation", "s3:ListBucket"]
        Resource = aws_s3_bucket.pulsar_offload[0].arn
      },
      {
        Sid      = "OffloadedLedgers"
        Effect   = "Allow"
        Action   = ["s3:PutObject", "s3:GetObject", "s3:DeleteObject", "s3:AbortMultipartUpload", "s3:ListMultipartUploadParts"]
        Resource = "${aws_s3_bucket.pulsar_offload[0].arn}/*"
      },
    ]
  })
}

resource "aws_iam_instance_profile" "pulsar_broker" {
  count       = local.pulsar_offload ? 1 : 0
  name_prefix = "msgbench-pulsar-broker-"
  role        = aws_iam_role.pulsar_broker[0].name
}
