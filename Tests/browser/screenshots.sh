#!/usr/bin/env bash
# Renders the README's two pictures with headless Chromium: the demo's replay (docs/images/replay.png)
# and its plot (docs/images/plot.png). Needs Debian's chromium and a CJK font for the seeds'
# titles (fonts-wqy-microhei). Usage: Tests/browser/screenshots.sh [TIME_S]; with
# SCROLLSIM_SCRATCH_PATH set, it builds there (swift build --scratch-path) instead of in .build.
set -euo pipefail
cd "$(dirname "$0")/../.."
time="${1:-3.3}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
scratch=()
if [ -n "${SCROLLSIM_SCRATCH_PATH:-}" ]; then scratch=(--scratch-path "$SCROLLSIM_SCRATCH_PATH"); fi
swift build ${scratch[@]+"${scratch[@]}"} --product scrollsim >/dev/null
bin="$(swift build ${scratch[@]+"${scratch[@]}"} --show-bin-path)/scrollsim"
"$bin" demo --html "$work/demo.html" --svg "$work/demo.svg" >/dev/null
shoot() {  # shoot URL OUT.png WIDTH HEIGHT
    chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$work/profile" \
        --window-size="$3,$4" --screenshot="$2" "$1" 2>/dev/null
}
size=$(grep -o 'width="[0-9.]*" height="[0-9.]*"' "$work/demo.svg" | head -1 | tr -dc '0-9 ' | awk '{print $1","$2}')
shoot "file://$work/demo.html#t=$time" docs/images/replay.png 1300 800
shoot "file://$work/demo.svg" docs/images/plot.png "${size%,*}" "${size#*,}"
echo "wrote docs/images/replay.png (t = $time s) and docs/images/plot.png"
