/// The replay page's script: it reads the embedded JSON Lines and geometry, folds the records up
/// to the frame shown into the drawn state, and draws it. It never simulates: every offset, title,
/// loaded child, bar alpha and colour it draws is the latest record of its kind at or before the
/// frame; an indicator animation is drawn at the frames the data gives for it (the model's, eased,
/// ``ReplayData/indicatorPaths(in:frameRate:duration:)``), a list only in the frames the data
/// says it exists (``ReplayData/lives(ofListOf:in:)``), and a transition the run ends in the
/// middle of at the progress the model's duration gives it (``ReportGeometry/Screen``).
///
/// The script is one function scope, written in parts (one file each): the data and helpers
/// here, the folded state (``stateFolding``), the drawn content window (``contentWindow``), the
/// scene built once (``scene``), each frame's drawing (``drawing``), the event log
/// (``eventLog``), the expectations' results (``expectationResults``), the `#t=` fragment
/// (``timeFragment``) and the controls (``controls``).
enum ReplayScript {
    /// The whole script, its parts in order.
    static let javaScript =
        "(function () {\n"
        + [data, stateFolding, contentWindow, scene, drawing, eventLog, expectationResults, timeFragment, controls]
        .joined(separator: "\n") + "\n})();"

    /// The embedded data (the records, the expectation lines, the geometry) and small helpers.
    static let data = #"""
          "use strict";
          var root = document.getElementById("replay");
          var errors = 0;
          function countError() { errors += 1; root.dataset.errors = String(errors); }
          window.addEventListener("error", countError);
          var consoleError = console.error;
          console.error = function () { countError(); consoleError.apply(console, arguments); };

          var meta = JSON.parse(document.getElementById("scrollsim-meta").textContent);
          // The JSON Lines as `--format jsonl` prints them: the records, then a line per expectation.
          var lines = document.getElementById("scrollsim-records").textContent.split("\n")
            .filter(function (line) { return line.trim() !== ""; }).map(function (line) { return JSON.parse(line); });
          var records = lines.filter(function (line) { return line.expectation === undefined; });
          var results = lines.filter(function (line) { return line.expectation !== undefined; });
          var fps = meta.frameRate;
          var lastFrame = meta.lastFrame;
          var screen = meta.screen || null;
          var views = {};
          // The list of each view controller that owns one (`child/2`: `child/2/list`).
          var listOf = {};
          meta.views.forEach(function (view) { views[view.id] = view; if (view.owner) { listOf[view.owner] = view.id; } });
          // The most rows, columns or page lines drawn for one view, and the most cells: the DOM
          // must not grow with the content (a list 1e8 pt tall would need 2.3 million rows of 44 pt).
          var MOST_DRAWN = 400, MOST_CELLS = 4000;
          var QUIET = { didScroll: 1, indicatorFrame: 1, titleScale: 1, barAppearance: 1, transitionProgress: 1, alphaChange: 1 };
          var pushes = records.some(function (r) { return r.event === "transitionBegin"; });
          var presents = records.some(function (r) { return r.source === "modal"; });
          // The app's simple screens (other tabs' roots, pushed screens) are drawn as a labelled
          // screen over the paging screen while they are on screen: their lists are not drawn.
          var appScreens = records.some(function (r) { return /^tab\/(\d+)\/(root|pushed\/\d+)$/.test(r.source) && r.source !== "tab/0/root"; });

          // The frames in which the tab bar controller begins to leave the screen (a full-screen
          // presentation's).
          var fullScreenFrames = {};
          records.forEach(function (r) { if (r.source === "tabs" && r.event === "viewWillDisappear") { fullScreenFrames[r.frame] = true; } });
          // The time (s) of the "did" call of `source` that ends the "will" call `event` of record
          // `from` (the end of a push's, a pop's, a presentation's animation), or null if the run
          // ended first; null for a "did" call.
          function screenEnd(from, source, event) {
            var end = event.replace("Will", "Did");
            if (end === event) { return null; }
            for (var j = from + 1; j < records.length; j++) {
              if (records[j].source === source && records[j].event === end) { return records[j].t; }
            }
            return null;
          }
          // How far a transition of `duration` s that began at `t0` (s) and ends at `t1` (s; null:
          // the run ended first, and it ends `duration` s after `t0`, as the model times it) has
          // come at `t` (s), in [0, 1]; `unknown` when the run ended first but the model's
          // duration had passed (a finger held it: how far is not recorded).
          function progressOf(t0, t1, duration, t) {
            var end = t1 !== null ? t1 : t0 + (duration || 0);
            if (!(end > t0)) { return { done: t1 !== null ? 1 : 0, cut: t1 === null, unknown: false }; }
            var done = Math.min(1, Math.max(0, (t - t0) / (end - t0)));
            if (t1 === null && done >= 1) { return { done: 0.5, cut: true, unknown: true }; }
            return { done: done, cut: t1 === null, unknown: false };
          }

          function el(tag, className, parent, text) {
            var node = document.createElement(tag);
            if (className) { node.className = className; }
            if (text !== undefined) { node.textContent = text; }
            if (parent) { parent.appendChild(node); }
            return node;
          }
          function px(value) { return value + "px"; }
          function rgba(c, alpha) {
            if (!c) { return "rgba(255,255,255," + alpha + ")"; }
            return "rgba(" + Math.round(c.r * 255) + "," + Math.round(c.g * 255) + "," + Math.round(c.b * 255) + "," + (c.a * alpha) + ")";
          }
          function childOfList(id) { var m = /^child\/(\d+)\/list$/.exec(id); return m ? Number(m[1]) : null; }
          // The index of the first of `items` (sorted by `key`) whose key is above `value`.
          function firstAbove(items, value, key) {
            var low = 0, high = items.length;
            while (low < high) { var mid = (low + high) >> 1; if (key(items[mid]) <= value) { low = mid + 1; } else { high = mid; } }
            return low;
          }
        """#
}
