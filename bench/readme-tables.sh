#!/usr/bin/env bash
# Renders README.md's result tables again from the committed reports they quote (reports/*/summary.json):
# run it after a report under reports/ changed, never edit those tables by hand. ReadmeTablesTest fails
# until README matches. The sdsim launcher builds the jar first when the sources are newer.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$here/sdsim" --help >/dev/null
exec "${JAVA_HOME:+$JAVA_HOME/bin/}java" -cp "$here/simulator/target/sdsim.jar:$here/simulator/target/lib/*" \
  org.sdsim.simulator.report.ReadmeTables "$here"
