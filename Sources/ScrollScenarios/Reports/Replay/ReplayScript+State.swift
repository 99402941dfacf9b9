extension ReplayScript {
    /// The drawn state at a frame: the records up to it, folded in order. The fold goes on from
    /// where the last one stopped when the frame is later, and otherwise from the latest of the
    /// states kept every `CHECKPOINT` records, so that a step costs about the records since the
    /// last frame drawn, or since a checkpoint (it replayed every record from frame 0 on each
    /// draw: 107 ms a step at 544,000 records).
    static let stateFolding = #"""
          // The state before any record.
          function initialState() {
            return { offsets: {}, loaded: {}, appearance: {}, selectedTitle: 0,
                     indicator: screen && screen.indicator ? screen.indicator : null, screens: {},
                     animation: null, animations: 0,
                     bar: { alpha: 0, background: null, tint: null, title: null, translationY: 0, itemsAlpha: 1 },
                     tab: screen && screen.initialTab !== undefined ? screen.initialTab : 0, transition: null, pushed: false,
                     titleScales: {}, modal: null };
          }
          // Folds record `i` into the state `s`.
          function fold(s, i) {
            var r = records[i];
            // A refused step is recorded under its view with no offset of its own.
            if (views[r.source] && r.event !== "stepRefused") { s.offsets[r.source] = r.contentOffset; }
            // A view controller's view loads with a new list, at its first offset.
            if (r.event === "viewDidLoad" && listOf[r.source]) { delete s.offsets[listOf[r.source]]; }
            var child = /^child\/(\d+)$/.exec(r.source);
            if (child) {
              var index = Number(child[1]);
              if (r.event === "viewDidLoad") { s.loaded[index] = true; }
              if (r.event === "unloadView" || r.event === "viewDidUnload") { delete s.loaded[index]; }
              if (/^view(Will|Did)(Appear|Disappear)$/.test(r.event)) { s.appearance[index] = r.event; }
            }
            if (r.event === "didSelectTitle") { s.selectedTitle = r.index; }
            if (r.event === "titleScale") { s.titleScales[r.index] = r.scale; }
            if (r.indicatorFrame) { s.indicator = r.indicatorFrame; s.animation = null; }
            if (r.indicator) { s.animation = { frame: r.frame, index: s.animations }; s.animations += 1; }
            if (r.source === "navigationBar") {
              if (r.alpha !== undefined) { s.bar.alpha = r.alpha; }
              if (r.backgroundColor) { s.bar.background = r.backgroundColor; s.bar.tint = r.tintColor; s.bar.title = r.titleColor; }
              if (r.translationY !== undefined) { s.bar.translationY = r.translationY; }
              if (r.itemsAlpha !== undefined) { s.bar.itemsAlpha = r.itemsAlpha; }
              if (r.event === "transitionBegin") { s.transition = { kind: r.kind, progress: 0 }; }
              if (r.event === "transitionProgress" && s.transition) { s.transition.progress = r.progress; }
              if (r.event === "transitionEnd") {
                if (r.outcome === "completed") { s.pushed = r.kind === "push"; }
                s.transition = null;
              }
            }
            if (r.event === "didSelectTab") { s.tab = r.index; }
            var appScreen = /^tab\/(\d+)\/(root|pushed\/(\d+))$/.exec(r.source);
            if (appScreen && /^view(Will|Did)(Appear|Disappear)$/.test(r.event)) {
              s.screens[r.source] = { event: r.event, t0: r.t, t1: screenEnd(i, r.source, r.event),
                                      tab: Number(appScreen[1]), depth: appScreen[3] ? Number(appScreen[3]) : 0 };
            }
            if (r.source === "modal") {
              // The presented screen slides up while it appears and down while it disappears.
              // Full screen, the tab bar controller leaves the screen in the same frame; a page
              // sheet leaves it where it is (the records say which).
              if (r.event === "viewWillAppear") {
                s.modal = { state: "presenting", t0: r.t, t1: screenEnd(i, "modal", r.event), sheet: !fullScreenFrames[r.frame] };
              }
              if (r.event === "viewDidAppear") { s.modal = { state: "shown", sheet: s.modal ? s.modal.sheet : false }; }
              if (r.event === "viewWillDisappear") {
                s.modal = { state: "dismissing", t0: r.t, t1: screenEnd(i, "modal", r.event), sheet: s.modal ? s.modal.sheet : false };
              }
              if (r.event === "viewDidDisappear") { s.modal = null; }
            }
          }
          function copyOf(s) { return JSON.parse(JSON.stringify(s)); }
          // Records between two kept states; `checkpoints[k]` is the state after k * CHECKPOINT records.
          var CHECKPOINT = 2048;
          var checkpoints = [initialState()];
          // The state after the first `folded.next` records.
          var folded = { next: 0, state: initialState() };
          // The state at `frame`, with the frame's time (s) and the indicator's frame in it; the
          // records folded to reach it are in `#replay[data-folded]`.
          function stateAt(frame) {
            var count = 0;
            var end = firstAbove(records, frame, function (r) { return r.frame; });
            var k = Math.min(checkpoints.length - 1, Math.floor(end / CHECKPOINT));
            if (folded.next > end || k * CHECKPOINT > folded.next) {
              folded = { next: k * CHECKPOINT, state: copyOf(checkpoints[k]) };
            }
            while (folded.next < end) {
              fold(folded.state, folded.next);
              folded.next += 1; count += 1;
              if (folded.next === checkpoints.length * CHECKPOINT) { checkpoints.push(copyOf(folded.state)); }
            }
            root.dataset.folded = String(count);
            var s = Object.assign({}, folded.state, { frame: frame, t: frame / fps });
            if (s.animation) {
              // The animation's frame in this frame, the model's value; its last is the end (`to`).
              var path = screen.indicatorPaths[s.animation.index];
              s.indicator = path[Math.min(frame - s.animation.frame, path.length - 1)];
            }
            return s;
          }
          function offsetOf(s, id) { return s.offsets[id] || views[id].initial; }
          // Whether the view exists in the frame of `s`: a list only from its controller's
          // `viewDidLoad` until its view unloads or its screen is popped (the data's spans).
          function exists(s, id) {
            var lives = views[id].lives;
            return !lives || lives.some(function (life) { return life[0] <= s.frame && (life[1] === null || s.frame < life[1]); });
          }
        """#
}
