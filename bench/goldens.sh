#!/usr/bin/env bash
# Renders the golden files again (simulator/src/test/goldens): what this build makes of every committed report
# under reports/ (summary.md, the console text, summary.json read and written back, README's table kinds, and each
# sweep folder refitted). GoldensTest fails until they match. Run it only in a commit that means to change a
# rendering, and say why in that commit. The sdsim launcher builds the jar first when the sources are newer.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$here/sdsim" --help >/dev/null
exec "${JAVA_HOME:+$JAVA_HOME/bin/}java" -cp "$here/simulator/target/sdsim.jar:$here/simulator/target/lib/*" \
  org.sdsim.simulator.report.Goldens "$here"
