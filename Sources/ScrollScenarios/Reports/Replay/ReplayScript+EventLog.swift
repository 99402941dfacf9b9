extension ReplayScript {
    /// The event log: one line per record that is not a per-frame one (``QUIET``), its source
    /// isolated (`<bdi>`) so that a right-to-left id keeps the line's order. Each draw changes only
    /// the lines between the frame drawn before and this one (it restyled every line each frame).
    static let eventLog = #"""
          var list = document.getElementById("events");
          var logged = [];
          records.forEach(function (r) {
            if (QUIET[r.event]) { return; }
            var text = "  " + r.event;
            if (r.index !== undefined) { text += " " + r.index; }
            if (r.kind) { text += " " + r.kind; }
            if (r.outcome) { text += " " + r.outcome; }
            var item = el("li", null, list, r.t.toFixed(3) + "  ");
            el("bdi", null, item, r.source); item.appendChild(document.createTextNode(text));
            item.dataset.frame = String(r.frame);
            item.addEventListener("click", function () { pause(); show(r.frame); });
            logged.push({ frame: r.frame, item: item });
          });
          // How many lines are styled past, and the current lines [from, to) (the latest frame's).
          var logPast = 0, logCurrent = { from: 0, to: 0 };
          function drawLog(frame) {
            var past = firstAbove(logged, frame, function (entry) { return entry.frame; });
            for (var i = logCurrent.from; i < logCurrent.to; i++) { logged[i].item.className = i < logPast ? "past" : ""; }
            for (i = logPast; i < past; i++) { logged[i].item.className = "past"; }
            for (i = past; i < logPast; i++) { logged[i].item.className = ""; }
            logPast = past;
            var from = past;
            while (from > 0 && logged[from - 1].frame === logged[past - 1].frame) { from -= 1; }
            logCurrent = { from: from, to: past };
            for (i = from; i < past; i++) { logged[i].item.className = "past current"; }
          }
        """#
}
