extension ReplayScript {
    /// The run's expectations, from their JSON Lines (`{"expectation": ...}`): a line each, failed
    /// ones marked and in red, passed ones quiet, and beside the clock how many failed. The
    /// section is hidden for a run without expectations.
    static let expectationResults = #"""
          var verdict = document.getElementById("verdict"), resultList = document.getElementById("results");
          var failures = results.filter(function (r) { return !r.passed; }).length;
          root.dataset.expectationsFailed = String(failures);
          document.getElementById("expectations").style.display = results.length ? "" : "none";
          if (results.length) {
            verdict.textContent = failures
              ? failures + " of " + results.length + " expectations failed"
              : "all " + results.length + " expectations held";
            verdict.className = failures ? "failed" : "passed";
          }
          results.forEach(function (r) {
            var item = el("li", r.passed ? "passed" : "failed", resultList, (r.passed ? "✓ " : "✗ ") + "expect[" + r.expectation + "]: ");
            item.dataset.expectation = String(r.expectation);
            el("bdi", null, item, r.expected);
            item.appendChild(document.createTextNode(r.passed ? ": held, got " : ": FAILED, got "));
            el("bdi", null, item, r.actual);
          });
        """#
}
