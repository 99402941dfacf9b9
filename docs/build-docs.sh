#!/usr/bin/env bash
# Builds the DocC documentation of the four libraries (ScrollPhysics, ScrollSimulator, ScreenModels,
# ScrollScenarios) into one static site, with the toolchain alone: `swift build` emits the symbol
# graphs, then `docc convert` turns each module's graphs and its catalog (Sources/<Module>/<Module>.docc)
# into a folder any static web server can serve. Any DocC warning (a broken symbol link, an
# undocumented parameter, a malformed directive) fails the build, and so does a public declaration
# without a doc comment (docs/check-doc-comments.swift reads the symbol graphs).
#
#   bash docs/build-docs.sh            # build everything into .build/docs/site
#   python3 -m http.server --directory .build/docs/site 8000
#   then open http://localhost:8000/ (one link per module), or straight to
#   http://localhost:8000/ScrollSimulator/documentation/scrollsimulator/
#
# The pages load their content with JavaScript, so they need to be served over HTTP; opening the
# files with file:// shows a blank page. Any static server will do.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(ScrollPhysics ScrollSimulator ScreenModels ScrollScenarios)
scratch=.build/docs                 # a build folder of its own: the flags below would rebuild .build/debug
graphs="$PWD/$scratch/symbol-graphs"
site="$scratch/site"
docc=$(command -v docc || true)
[ -n "$docc" ] || { echo "build-docs: no docc on PATH (it ships with the Swift toolchain, in usr/bin)" >&2; exit 1; }

emit_graphs() {
    mkdir -p "$graphs"
    # The compiler writes <Module>.symbols.json and <Module>@<Other>.symbols.json (its extensions to
    # other modules' types) for every module it compiles. ScrollScenarios depends on the other three.
    swift build --scratch-path "$scratch" --target ScrollScenarios \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs"
}

echo "== symbol graphs (swift build --scratch-path $scratch)"
emit_graphs
for module in "${modules[@]}"; do
    if [ ! -f "$graphs/$module.symbols.json" ]; then
        # An up-to-date build compiles nothing and so writes no graph: start from a clean build folder.
        echo "build-docs: no symbol graph for $module; rebuilding $scratch from scratch"
        rm -rf "$scratch"
        emit_graphs
        break
    fi
done

status=0
echo "== every public declaration has a doc comment"
swift docs/check-doc-comments.swift "$graphs" Sources "${modules[@]}" || status=1

rm -rf "$site"
mkdir -p "$site"
for module in "${modules[@]}"; do
    echo "== docc convert $module"
    input="$scratch/graphs-$module"
    rm -rf "$input"
    mkdir -p "$input"
    cp "$graphs/$module.symbols.json" "$input/"
    for extension in "$graphs/$module@"*.symbols.json; do
        [ -e "$extension" ] && cp "$extension" "$input/"
    done
    log="$scratch/docc-$module.log"
    # --hosting-base-path: each module is served from /<Module>/ of the one site.
    if ! "$docc" convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$input" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.scrollsim.$module" \
        --transform-for-static-hosting \
        --hosting-base-path "$module" \
        --warnings-as-errors \
        --output-path "$site/$module" >"$log" 2>&1; then
        status=1
    fi
    warnings=$(grep -cE "^(warning|error):" "$log" || true)
    echo "$module: $warnings warnings or errors (log: $log)"
    [ "$warnings" -eq 0 ] || { grep -A12 -E "^(warning|error):" "$log" >&2; status=1; }
done

{
    echo '<!doctype html><meta charset="utf-8"><title>ScrollSim documentation</title>'
    echo '<h1>ScrollSim documentation</h1><ul>'
    for module in "${modules[@]}"; do
        lower=$(echo "$module" | tr '[:upper:]' '[:lower:]')
        echo "<li><a href=\"$module/documentation/$lower/\">$module</a></li>"
    done
    echo '</ul>'
} > "$site/index.html"

if [ "$status" -ne 0 ]; then
    echo "build-docs: the documentation must build without any warning or undocumented declaration" >&2
    exit 1
fi
echo "build-docs: the site is in $site; serve it with"
echo "    python3 -m http.server --directory $site 8000"
echo "and open http://localhost:8000/"
