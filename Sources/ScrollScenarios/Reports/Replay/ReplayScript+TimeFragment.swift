extension ReplayScript {
    /// `#t=S`: open paused at S seconds (clamped to the run), S a decimal number (`1.25`, `.5`,
    /// `2e-1`). Anything else opens paused at 0, and the clock line says it was ignored: a
    /// malformed percent escape (`#t=%`) threw an uncaught `URIError` and the page never drew,
    /// and `#t=0x10` was read as 16 s.
    static let timeFragment = #"""
          var hashNote = "";
          // `text` with its percent escapes decoded, or as it is when one is malformed.
          function decoded(text) {
            try { return decodeURIComponent(text); } catch (error) { return text; }
          }
          function timeFromHash() {
            var m = /(?:^#|&)t=([^&]*)/.exec(location.hash);
            if (!m) { hashNote = ""; root.dataset.hashError = ""; return null; }
            var text = decoded(m[1]);
            var t = /^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i.test(text) ? Number(text) : NaN;
            hashNote = isFinite(t) ? "" : "  (ignored #t=" + text + ": not a number of seconds)";
            root.dataset.hashError = hashNote ? "1" : "";
            return isFinite(t) ? t : 0;
          }
        """#
}
