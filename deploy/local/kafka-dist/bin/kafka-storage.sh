#!/usr/bin/env bash
# msgbench's minimal stand-in for Kafka's bin/kafka-storage.sh (see kafka-run-class.sh).
exec "$(dirname "$0")/kafka-run-class.sh" kafka.tools.StorageTool "$@"
