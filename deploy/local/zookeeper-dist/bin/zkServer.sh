#!/usr/bin/env bash
# msgbench's minimal stand-in for ZooKeeper's bin/zkServer.sh (Apache's scripts are not on Maven Central, and
# deploy/test-local cannot reach Apache's download servers). Written for msgbench, not copied. It keeps the
# interface the deploy role relies on: `start-foreground`, JAVA_HOME, ZOOCFGDIR (default conf/, holding zoo.cfg
# and logback.xml), ZOO_LOG_DIR (default logs/), SERVER_JVMFLAGS and JVMFLAGS.
# Usage: zkServer.sh start-foreground [CONFIG_FILE]
set -e
ZOOBINDIR=$(cd "$(dirname "$0")" && pwd)
ZOOKEEPER_PREFIX=$(dirname "$ZOOBINDIR")
[[ ${1:-} == start-foreground ]] || { echo "usage: $0 start-foreground [CONFIG_FILE] (the only command of this stand-in)" >&2; exit 1; }
ZOOCFGDIR=${ZOOCFGDIR:-$ZOOKEEPER_PREFIX/conf}
ZOOCFG=${2:-$ZOOCFGDIR/zoo.cfg}
ZOO_LOG_DIR=${ZOO_LOG_DIR:-$ZOOKEEPER_PREFIX/logs}
JAVA=java
[[ -n ${JAVA_HOME:-} ]] && JAVA="$JAVA_HOME/bin/java"
# shellcheck disable=SC2086 # the flag variables hold several options each, as in ZooKeeper's own script
exec "$JAVA" -Dzookeeper.log.dir="$ZOO_LOG_DIR" -Dzookeeper.log.file="zookeeper-$(id -un)-server-$(hostname).log" \
  -XX:+HeapDumpOnOutOfMemoryError -XX:OnOutOfMemoryError='kill -9 %p' \
  -cp "$ZOOCFGDIR:$ZOOKEEPER_PREFIX/lib/*" -Xmx1000m $SERVER_JVMFLAGS $JVMFLAGS \
  org.apache.zookeeper.server.quorum.QuorumPeerMain "$ZOOCFG"
