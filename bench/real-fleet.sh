#!/usr/bin/env bash
# A registry of real Dubbo providers, captured into a fleet file: the example docs/your-fleet.md walks
# through, and the "real" side of benchmarks.md's captured-versus-synthetic comparison.
#
#   bench/real-fleet.sh OUT_DIR        (build first: mvn -B -DskipTests test-compile package)
#
# It starts a standalone ZooKeeper server (bench/zk-ensemble.sh, ZK_MEMBERS=1, client port
# ZK_CLIENT_PORT, default 22181), then the providers of CapturedFleetReplayTest, each a real Dubbo:
#   - Dubbo 3.3.6 (simulator's test classes, RealProvidersMain): capture-orders on o1 and o2 (OrderService
#     blue 1.0.0 over dubbo and tri, green 2.0.0 over dubbo, PaymentService 1.0.0 over dubbo and tri),
#     capture-users on u1 (UserService 1.0.0 over dubbo and tri, AccountService x over dubbo);
#     register-mode=all, remote metadata;
#   - Dubbo 2.7.23 (consumer-dubbo27's classes and test classes, LegacyProviderMain): legacy-app on l1
#     (LegacyService legacy 1.0.0 over dubbo), interface level only;
# on host names a hosts file maps to 127.0.0.1-4 (four "machines"), captures the registry with
# sdsim fleet capture into OUT_DIR/real.fleet.gz, prints sdsim fleet show, and stops everything.
# Ports: 23880-23884 (override with PORT_BASE).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
[ $# -eq 1 ] || { echo "usage: $0 OUT_DIR" >&2; exit 2; }
out="$(mkdir -p "$1" && cd "$1" && pwd)"
zk_port="${ZK_CLIENT_PORT:-22181}"
base="${PORT_BASE:-23880}"
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
lib="$here/simulator/target/lib"
for need in "$here/simulator/target/sdsim.jar" "$here/simulator/target/test-classes" "$here/consumer-dubbo27/target/test-classes"; do
  [ -e "$need" ] || { echo "$0: $need is missing; build first: mvn -B -DskipTests test-compile package" >&2; exit 2; }
done

cat > "$out/hosts" <<EOF
127.0.0.1 localhost
127.0.0.1 $(hostname)
127.0.0.1 o1.capture.sdsim
127.0.0.2 o2.capture.sdsim
127.0.0.3 u1.capture.sdsim
127.0.0.4 l1.capture.sdsim
EOF

pids=()
cleanup() {
  exec 7>&- 8>&- # EOF on the providers' stdin: they unregister and exit
  for p in "${pids[@]}"; do
    for _ in $(seq 20); do kill -0 "$p" 2>/dev/null || break; sleep 1; done
    kill "$p" 2>/dev/null || true
  done
  rm -f "$out/stdin33" "$out/stdin27"
  ZK_MEMBERS=1 ZK_CLIENT_PORT="$zk_port" ZK_PEER_PORT=$((zk_port + 700)) "$here/bench/zk-ensemble.sh" stop "$out/zk" >/dev/null || true
}
trap cleanup EXIT

ZK_MEMBERS=1 ZK_CLIENT_PORT="$zk_port" ZK_PEER_PORT=$((zk_port + 700)) ZK_HEAP=512m "$here/bench/zk-ensemble.sh" start "$out/zk"
registry="zookeeper://127.0.0.1:$zk_port"
common=(-Xmx256m -XX:+UseSerialGC "-Djdk.net.hosts.file=$out/hosts" -Djava.net.preferIPv4Stack=true
  -Ddubbo.application.logger=slf4j -Dorg.slf4j.simpleLogger.defaultLogLevel=warn)

# the providers exit when their stdin closes: each reads a FIFO whose writing end this script holds (fd 7, 8)
rm -f "$out/stdin33" "$out/stdin27" && mkfifo "$out/stdin33" "$out/stdin27"
"$java" "${common[@]}" "-Duser.home=$out/home33" \
  -cp "$here/simulator/target/test-classes:$here/simulator/target/sdsim.jar:$lib/*" \
  org.sdsim.simulator.acceptance.fleet.RealProvidersMain "$registry" "$base" $((base + 1)) $((base + 2)) $((base + 3)) \
  < "$out/stdin33" > "$out/providers-3.3.log" 2>&1 &
pids+=($!)
exec 7> "$out/stdin33"
m27="$here/consumer-dubbo27"
"$java" "${common[@]}" "-Duser.home=$out/home27" --add-opens=java.base/java.lang=ALL-UNNAMED \
  --add-opens=java.base/java.util=ALL-UNNAMED --add-opens=java.base/java.math=ALL-UNNAMED \
  --add-opens=java.base/java.net=ALL-UNNAMED --add-opens=java.base/java.util.concurrent=ALL-UNNAMED \
  -cp "$m27/target/test-classes:$m27/target/classes:$m27/target/lib/*:$here/consumer-api/target/classes" \
  org.sdsim.consumer27.fixture.LegacyProviderMain "$registry" l1.capture.sdsim $((base + 4)) \
  < "$out/stdin27" > "$out/provider-2.7.log" 2>&1 &
pids+=($!)
exec 8> "$out/stdin27"

for log in providers-3.3.log provider-2.7.log; do
  for _ in $(seq 120); do grep -qx READY "$out/$log" && break; sleep 1; done
  grep -qx READY "$out/$log" || { echo "$0: a provider did not start; see $out/$log" >&2; exit 4; }
done
sleep 5 # metadata and mapping follow the registration
rm -f "$out/real.fleet.gz"
"$java" -Xmx3g -cp "$here/simulator/target/sdsim.jar:$lib/*" org.sdsim.simulator.cli.SdsimCommand \
  fleet capture --registry "$registry" --out "$out/real.fleet.gz"
"$java" -Xmx3g -cp "$here/simulator/target/sdsim.jar:$lib/*" org.sdsim.simulator.cli.SdsimCommand fleet show "$out/real.fleet.gz"
