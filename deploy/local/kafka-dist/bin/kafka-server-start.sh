#!/usr/bin/env bash
# msgbench's minimal stand-in for Kafka's bin/kafka-server-start.sh (see kafka-run-class.sh): the broker with
# the server logging config, a 1 GiB heap unless KAFKA_HEAP_OPTS says otherwise, and its GC log in LOG_DIR.
# Usage: kafka-server-start.sh server.properties
[[ $# -ge 1 ]] || { echo "USAGE: $0 server.properties" >&2; exit 1; }
base_dir=$(dirname "$0")
export KAFKA_LOG4J_OPTS=${KAFKA_LOG4J_OPTS:--Dlog4j2.configurationFile=$base_dir/../config/log4j2.yaml}
export KAFKA_HEAP_OPTS=${KAFKA_HEAP_OPTS:--Xmx1G -Xms1G}
exec "$base_dir/kafka-run-class.sh" -name kafkaServer -loggc kafka.Kafka "$@"
