extension ReplayScript {
    /// Play, pause, speed, frame steps, the scrubber, the arrow keys and the first frame shown
    /// (`#t=`, else the start, playing).
    static let controls = #"""
          var frame = 0, playing = false, simTime = 0, lastWall = null, speed = 1;
          var playButton = document.getElementById("play");
          function show(f) { frame = Math.max(0, Math.min(lastFrame, f)); simTime = frame / fps; draw(stateAt(frame)); }
          function pause() { playing = false; playButton.textContent = "Play"; }
          function play() {
            if (speed === 0) { return; }
            if (frame >= lastFrame) { show(0); }
            playing = true; lastWall = null; playButton.textContent = "Pause";
            requestAnimationFrame(tick);
          }
          function tick(now) {
            if (!playing) { return; }
            if (lastWall !== null) { simTime += (now - lastWall) / 1000 * speed; }
            lastWall = now;
            var f = Math.min(lastFrame, Math.floor(simTime * fps + 1e-9));
            if (f !== frame) { frame = f; draw(stateAt(frame)); }
            if (frame >= lastFrame) { pause(); return; }
            requestAnimationFrame(tick);
          }
          playButton.addEventListener("click", function () { if (playing) { pause(); } else { play(); } });
          document.getElementById("back").addEventListener("click", function () { pause(); show(frame - 1); });
          document.getElementById("forward").addEventListener("click", function () { pause(); show(frame + 1); });
          document.getElementById("speed").addEventListener("change", function (e) {
            speed = Number(e.target.value);
            if (speed === 0) { pause(); }
          });
          scrubber.addEventListener("input", function () { pause(); show(Number(scrubber.value)); });
          document.addEventListener("keydown", function (e) {
            if (e.key === "ArrowRight") { pause(); show(frame + 1); }
            if (e.key === "ArrowLeft") { pause(); show(frame - 1); }
            if (e.key === " ") { e.preventDefault(); if (playing) { pause(); } else { play(); } }
          });
          window.addEventListener("hashchange", function () { var t = timeFromHash(); if (t !== null) { pause(); show(Math.round(t * fps)); } });
          var start = timeFromHash();
          show(start === null ? 0 : Math.round(start * fps));
          root.dataset.ready = "1";
          if (start === null) { play(); }
        """#
}
