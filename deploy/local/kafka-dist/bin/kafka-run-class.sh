#!/usr/bin/env bash
# msgbench's minimal stand-in for Kafka's bin/kafka-run-class.sh (Apache's scripts are not on Maven Central,
# and deploy/test-local cannot reach Apache's download servers). Written for msgbench, not copied; it keeps
# the interface the deploy roles rely on: JAVA_HOME, LOG_DIR (created if missing, as the real script does),
# KAFKA_HEAP_OPTS, KAFKA_JVM_PERFORMANCE_OPTS, KAFKA_LOG4J_OPTS, KAFKA_OPTS, and `-name NAME -loggc`, which
# writes the GC log to $LOG_DIR/NAME-gc.log.
# Usage: kafka-run-class.sh [-name NAME] [-loggc] CLASS [ARGS...]
set -e
base_dir=$(cd "$(dirname "$0")/.." && pwd)
CLASSPATH="$base_dir/libs/*"
LOG_DIR=${LOG_DIR:-$base_dir/logs}
mkdir -p "$LOG_DIR"
daemon_name="" gc_log=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    -name) daemon_name=$2; shift 2 ;;
    -loggc) gc_log=true; shift ;;
    *) break ;;
  esac
done
[[ $# -gt 0 ]] || { echo "usage: $0 [-name NAME] [-loggc] CLASS [ARGS...]" >&2; exit 1; }
KAFKA_LOG4J_OPTS="${KAFKA_LOG4J_OPTS:--Dlog4j2.configurationFile=$base_dir/config/tools-log4j2.yaml} -Dkafka.logs.dir=$LOG_DIR"
KAFKA_HEAP_OPTS=${KAFKA_HEAP_OPTS:--Xmx256M}
KAFKA_JVM_PERFORMANCE_OPTS=${KAFKA_JVM_PERFORMANCE_OPTS:--server -XX:+UseG1GC -XX:MaxGCPauseMillis=20 -XX:InitiatingHeapOccupancyPercent=35 -XX:+ExplicitGCInvokesConcurrent -Djava.awt.headless=true}
gc_opts=""
if [[ -n $gc_log && -n $daemon_name ]]; then
  gc_opts="-Xlog:gc*:file=$LOG_DIR/$daemon_name-gc.log:time,tags:filecount=10,filesize=100M"
fi
JAVA=java
[[ -n $JAVA_HOME ]] && JAVA="$JAVA_HOME/bin/java"
# shellcheck disable=SC2086 # the option variables hold several options each, as in Kafka's own script
exec "$JAVA" $KAFKA_HEAP_OPTS $KAFKA_JVM_PERFORMANCE_OPTS $gc_opts $KAFKA_JMX_OPTS $KAFKA_LOG4J_OPTS -cp "$CLASSPATH" $KAFKA_OPTS "$@"
