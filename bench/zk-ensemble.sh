#!/usr/bin/env bash
# A local ZooKeeper ensemble of real server processes on 127.0.0.1, for `sdsim run --registry`.
#
#   bench/zk-ensemble.sh start  DIR    # 3 members, client ports 2181-2183; waits for a leader
#   bench/zk-ensemble.sh status DIR    # each member's pid, mode (leader/follower) and znode count
#   bench/zk-ensemble.sh stop   DIR    # stops the members by the pids start recorded
#
# DIR holds one folder per member (zoo.cfg, myid and data, server.log, pid). Settings, from the
# environment:
#   ZK_MEMBERS=3      members (1 = a standalone server)
#   ZK_CLIENT_PORT=2181   first client port; member i listens on ZK_CLIENT_PORT+i-1
#   ZK_PEER_PORT=2888     first quorum port; election ports are ZK_PEER_PORT+1000+i-1
#   ZK_HEAP=1g        each member's -Xmx; the heap grows to it only as the data needs (sizing: docs/ensemble.md)
#   ZK_JVM_OPTS=      more JVM options for every member, e.g. -Dzookeeper.commitLogCount=50
#   ZK_LIB=simulator/target/lib   where the ZooKeeper jars are
#   ZK_4LW=srvr,mntr,ruok,wchp,cons   the four-letter words the members answer (4lw.commands.whitelist):
#                     sdsim's registry meter reads mntr (counters), wchp (watches by path) and cons (each
#                     connection); ZooKeeper's own default is srvr alone
#   JAVA=java
# The servers run org.apache.zookeeper.server.quorum.QuorumPeerMain from simulator/target/lib (the
# ZooKeeper that sdsim is built with; `mvn -B -DskipTests package` makes it), with the same
# jute.maxbuffer as sdsim's clients (ZooKeeperClients.JUTE_MAX_BUFFER, 64 MiB): one interface's
# provider list is larger than ZooKeeper's 1 MB default.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
lib="${ZK_LIB:-$here/simulator/target/lib}"
members="${ZK_MEMBERS:-3}"
client_port="${ZK_CLIENT_PORT:-2181}"
peer_port="${ZK_PEER_PORT:-2888}"
heap="${ZK_HEAP:-1g}"
four_letter_words="${ZK_4LW:-srvr,mntr,ruok,wchp,cons}"
java="${JAVA:-java}"
jute_max_buffer=$((64 * 1024 * 1024))

usage() {
  echo "usage: $0 start|stop|status DIR   (see the comment at the top of $0)" >&2
  exit 2
}

[ $# -eq 2 ] || usage
command="$1"
dir="$2"

member_dir() { echo "$dir/zk$1"; }

# Answer of a four-letter-word command, or nothing if the member does not answer within 2 s.
four_letters() {
  local port="$1" word="$2"
  timeout 2 bash -c "exec 3<>/dev/tcp/127.0.0.1/$port && printf '%s' '$word' >&3 && cat <&3" 2>/dev/null || true
}

# True if the pid recorded for member $1 is still that member's JVM (not a reused pid).
running() {
  local pidfile
  pidfile="$(member_dir "$1")/pid"
  [ -f "$pidfile" ] || return 1
  local pid
  pid="$(cat "$pidfile")"
  [ -r "/proc/$pid/cmdline" ] && tr '\0' ' ' <"/proc/$pid/cmdline" | grep -q "$(member_dir "$1")/zoo.cfg"
}

write_config() {
  local i="$1" d
  d="$(member_dir "$i")"
  mkdir -p "$d/data"
  echo "$i" >"$d/data/myid"
  {
    echo "tickTime=2000"
    echo "initLimit=30"
    echo "syncLimit=10"
    echo "dataDir=$d/data"
    echo "clientPort=$((client_port + i - 1))"
    echo "clientPortAddress=127.0.0.1"
    # every sdsim client connects from 127.0.0.1
    echo "maxClientCnxns=0"
    # sdsim asks for 60 s sessions; the default cap is 20 ticks (40 s)
    echo "maxSessionTimeout=120000"
    echo "admin.enableServer=false"
    echo "4lw.commands.whitelist=$four_letter_words"
    # keep two snapshots and their logs, not every one (a 1M-URL fleet writes GBs)
    echo "autopurge.snapRetainCount=3"
    echo "autopurge.purgeInterval=1"
    if [ "$members" -gt 1 ]; then
      for j in $(seq 1 "$members"); do
        echo "server.$j=127.0.0.1:$((peer_port + j - 1)):$((peer_port + 1000 + j - 1))"
      done
    fi
  } >"$d/zoo.cfg"
}

start() {
  [ -d "$lib" ] || { echo "$lib is missing: build sdsim first (mvn -B -DskipTests package)" >&2; exit 2; }
  mkdir -p "$dir"
  dir="$(cd "$dir" && pwd)"
  for i in $(seq 1 "$members"); do
    if running "$i"; then
      echo "zk$i is already running (pid $(cat "$(member_dir "$i")/pid"))" >&2
      exit 1
    fi
    write_config "$i"
    local d
    d="$(member_dir "$i")"
    # shellcheck disable=SC2086 # ZK_JVM_OPTS is a list of options
    nohup "$java" "-Xmx$heap" -XX:+UseParallelGC "-Djute.maxbuffer=$jute_max_buffer" \
      -Dzookeeper.admin.enableServer=false ${ZK_JVM_OPTS:-} \
      -cp "$lib/*" org.apache.zookeeper.server.quorum.QuorumPeerMain "$d/zoo.cfg" \
      >"$d/server.log" 2>&1 </dev/null &
    echo $! >"$d/pid"
  done
  local deadline=$((SECONDS + 60))
  for i in $(seq 1 "$members"); do
    until four_letters "$((client_port + i - 1))" srvr | grep -q '^Mode: '; do
      if ! running "$i"; then
        echo "zk$i exited; last lines of $(member_dir "$i")/server.log:" >&2
        tail -n 20 "$(member_dir "$i")/server.log" >&2
        exit 1
      fi
      if [ $SECONDS -ge $deadline ]; then
        echo "zk$i did not serve within 60 s; see $(member_dir "$i")/server.log" >&2
        exit 1
      fi
      sleep 0.5
    done
  done
  status
  local hosts=()
  for i in $(seq 1 "$members"); do hosts+=("127.0.0.1:$((client_port + i - 1))"); done
  echo "registry: zookeeper://$(IFS=,; echo "${hosts[*]}")"
}

status() {
  for i in $(seq 1 "$members"); do
    local port=$((client_port + i - 1))
    if running "$i"; then
      local srvr mode nodes
      srvr="$(four_letters "$port" srvr)"
      mode="$(sed -n 's/^Mode: //p' <<<"$srvr")"
      nodes="$(sed -n 's/^Node count: //p' <<<"$srvr")"
      echo "zk$i 127.0.0.1:$port pid $(cat "$(member_dir "$i")/pid") ${mode:-not serving} znodes ${nodes:-?}"
    else
      echo "zk$i 127.0.0.1:$port stopped"
    fi
  done
}

stop() {
  for i in $(seq 1 "$members"); do
    if running "$i"; then
      kill "$(cat "$(member_dir "$i")/pid")"
    fi
  done
  local deadline=$((SECONDS + 15))
  for i in $(seq 1 "$members"); do
    while running "$i" && [ $SECONDS -lt $deadline ]; do sleep 0.2; done
    if running "$i"; then
      kill -9 "$(cat "$(member_dir "$i")/pid")"
    fi
    rm -f "$(member_dir "$i")/pid"
    echo "zk$i stopped"
  done
}

case "$command" in
  start) start ;;
  status) [ -d "$dir" ] && dir="$(cd "$dir" && pwd)"; status ;;
  stop) [ -d "$dir" ] && dir="$(cd "$dir" && pwd)"; stop ;;
  *) usage ;;
esac
