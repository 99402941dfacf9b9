extension ReplayScript {
    /// Each frame's drawing of the state: the clock, the minimaps, the phone or the plain views,
    /// the plot's cursor (the log and the plot follow it once per animation frame). A transition the run ends in the middle of (no "did" call) is drawn at
    /// the progress the model's duration gives it at the frame, and says it was still moving.
    static let drawing = #"""
          var plot = document.getElementById("plot"), cursor = document.getElementById("plotcursor");
          var plotLeft = Number(plot.dataset.plotLeft), plotRight = Number(plot.dataset.plotRight), plotEnd = Number(plot.dataset.plotEnd);
          var clock = document.getElementById("clock"), scrubber = document.getElementById("scrubber");
          scrubber.max = String(lastFrame);
          var CUT = "still moving when the run ended", UNKNOWN = "moving when the run ended (how far is not recorded)";

          function draw(s) {
            root.dataset.t = s.t.toFixed(6);
            root.dataset.frame = String(s.frame);
            clock.textContent = "t = " + s.t.toFixed(3) + " s · frame " + s.frame + " of " + lastFrame + hashNote;
            scrubber.value = String(s.frame);
            maps.forEach(function (m) {
              var o = offsetOf(s, m.view.id), alive = exists(s, m.view.id);
              m.box.dataset.offsetX = String(o.x); m.box.dataset.offsetY = String(o.y); m.box.dataset.exists = String(alive);
              m.box.style.opacity = alive ? "1" : "0.35";
              m.box.style.display = alive || childOfList(m.view.id) !== null ? "" : "none";
              m.position.textContent = "  (" + o.x + ", " + o.y + ")" + (alive ? "" : "  not loaded");
              drawViewport(m, o);
            });
            if (screen) { drawPhone(s); }
            (parts.plain || []).forEach(function (plain) {
              var o = offsetOf(s, plain.view.id);
              plain.content.update(o);
              plain.content.box.dataset.offsetX = String(o.x); plain.content.box.dataset.offsetY = String(o.y);
            });
            drawLog(s.frame);
            cursorX = plotLeft + (plotRight - plotLeft) * s.t / plotEnd;
            cursor.style.left = px(cursorX - 1);
            follow();
          }

          // The event log and the plot scroll to keep the current events and the cursor in sight,
          // once per animation frame: reading where they are forces a layout of the whole page,
          // which each draw did (80 ms of a 90 ms step on a run of 150 views).
          var cursorX = 0, following = false;
          function follow() {
            if (following) { return; }
            following = true;
            requestAnimationFrame(function () {
              following = false;
              if (logCurrent.to > 0) {
                list.scrollTop = Math.max(0, logged[logCurrent.from].item.offsetTop - list.offsetTop - 120);
              }
              // A plot wider than the page scrolls to keep the cursor in sight.
              if (cursorX < plot.scrollLeft || cursorX > plot.scrollLeft + plot.clientWidth) {
                plot.scrollLeft = Math.max(0, cursorX - plot.clientWidth / 2);
              }
            });
          }

          function drawPhone(s) {
            var pagesOffset = offsetOf(s, "pages");
            parts.strip.style.transform = "translate(" + px(-pagesOffset.x) + ",0)";
            parts.strip.dataset.offsetX = String(pagesOffset.x); parts.strip.dataset.offsetY = String(pagesOffset.y);
            var loaded = [];
            parts.pages.forEach(function (page, i) {
              var id = "child/" + i + "/list", o = offsetOf(s, id);
              var isLoaded = !!s.loaded[i];
              if (isLoaded) { loaded.push(i); page.content.update({ x: 0, y: o.y }); }
              page.content.show(isLoaded);
              page.placeholder.style.display = isLoaded ? "none" : "flex";
              page.content.box.dataset.offsetX = String(o.x); page.content.box.dataset.offsetY = String(o.y);
              page.content.box.dataset.appearance = s.appearance[i] || "";
            });
            phone.dataset.selectedTitle = String(s.selectedTitle);
            phone.dataset.loaded = loaded.join(",");
            parts.titles.forEach(function (node, i) {
              node.className = i === s.selectedTitle ? "title selected" : "title";
              node.style.transform = s.titleScales[i] !== undefined ? "scale(" + s.titleScales[i] + ")" : "";
            });
            if (views.titleBar) { parts.titleStrip.style.transform = "translate(" + px(-offsetOf(s, "titleBar").x) + ",0)"; }
            if (s.indicator) {
              var f = s.indicator;
              // At least 2 px tall, its bottom edge where the run put it (inside the bar).
              var h = Math.max(2, f.height);
              parts.indicator.style.left = px(f.x); parts.indicator.style.top = px(f.y + f.height - h);
              parts.indicator.style.width = px(f.width); parts.indicator.style.height = px(h);
              phone.dataset.indicatorX = String(f.x);
            }
            if (screen.navigationBar) {
              parts.nav.style.background = rgba(s.bar.background, s.bar.alpha);
              parts.nav.style.color = s.bar.title ? rgba(s.bar.title, 1) : "#fff";
              parts.nav.style.transform = "translate(0," + px(s.bar.translationY) + ")";
              parts.titlebar.style.transform = "translate(0," + px(s.bar.translationY) + ")";
              phone.dataset.barAlpha = String(s.bar.alpha);
              phone.dataset.barTranslationY = String(s.bar.translationY);
              // The bar's items (its title here) fade as the bar moves up (itemsAlpha).
              parts.navTitle.style.opacity = String(s.bar.itemsAlpha);
              phone.dataset.barItemsAlpha = String(s.bar.itemsAlpha);
            } else {
              parts.nav.style.background = "#fafafa"; parts.nav.style.color = "#333";
            }
            if (parts.tabs) {
              parts.tabs.forEach(function (node, i) { node.className = i === s.tab ? "selected" : ""; });
              phone.dataset.selectedTab = String(s.tab);
            }
            if (parts.pushed) {
              var x = s.transition
                ? (s.transition.kind === "push" ? 1 - s.transition.progress : s.transition.progress)
                : (s.pushed ? 0 : 1);
              if (s.transition && s.transition.kind !== "push" && !s.pushed) { x = 1; }
              parts.pushed.style.transform = "translate(" + px(x * W) + ",0)";
              parts.pushed.style.display = x >= 1 ? "none" : "block";
              phone.dataset.transition = s.transition ? s.transition.kind + " " + s.transition.progress : "";
              phone.dataset.pushed = String(s.pushed);
            }
            if (parts.appScreen) { drawAppScreen(s); }
            if (parts.modal) { drawModal(s); }
          }

          // The presented screen: up while shown, sliding between its "will" and "did" calls.
          function drawModal(s) {
            var m = s.modal, down = 1, note = "";
            if (m && m.state === "shown") { down = 0; }
            if (m && m.state !== "shown") {
              var progress = progressOf(m.t0, m.t1, screen.modalDuration, s.t);
              down = m.state === "presenting" ? 1 - progress.done : progress.done;
              note = progress.unknown ? UNKNOWN : (progress.cut ? CUT : "");
            }
            parts.modal.style.transform = "translate(0," + px(down * H) + ")";
            parts.modal.style.display = m ? "block" : "none";
            parts.modal.className = m && m.sheet ? "abs sheet" : "abs";
            parts.modal.note.textContent = note;
            phone.dataset.modalStyle = m ? (m.sheet ? "pageSheet" : "fullScreen") : "";
            phone.dataset.modal = m ? m.state : "none";
            phone.dataset.modalDown = String(down);
          }

          // The viewport of minimap `m` at offset `o`, inside its box: past an edge, at that edge,
          // dashed, and the distance past the resting range written beneath ("12.5 pt past the top edge").
          function drawViewport(m, o) {
            var x = Math.min(Math.max(o.x, m.x0), m.x1 - m.view.size.width);
            var y = Math.min(Math.max(o.y, m.y0), m.y1 - m.view.size.height);
            m.viewport.style.left = px((x - m.x0) * m.scale); m.viewport.style.top = px((y - m.y0) * m.scale);
            m.viewport.className = x !== o.x || y !== o.y ? "viewport clamped" : "viewport";
            var past = [];
            [[o.y - m.range.minY, o.y - m.range.maxY, "top", "bottom"], [o.x - m.range.minX, o.x - m.range.maxX, "left", "right"]]
              .forEach(function (axis) {
                var before = Math.min(0, axis[0]), after = Math.max(0, axis[1]);
                if (before < 0) { past.push(Math.round(-before * 100) / 100 + " pt past the " + axis[2] + " edge"); }
                if (after > 0) { past.push(Math.round(after * 100) / 100 + " pt past the " + axis[3] + " edge"); }
              });
            m.overscroll.textContent = past.join(", ");
          }

          // The app's simple screens over the paging screen: the selected tab's root when it is
          // not tab 0, and the top screen pushed on the selected tab, slid in from the right
          // between its "will" and "did" calls (a linear slide between the two records; one the
          // run ends in the middle of, over the model's transition duration) and out the same way.
          // Tab 0's pushes with a navigation bar are the bar's to draw (#pushed).
          function drawAppScreen(s) {
            parts.appRoot.style.display = s.tab !== 0 ? "block" : "none";
            parts.appRoot.label.textContent = "tab/" + s.tab + "/root";
            var top = null;
            Object.keys(s.screens).forEach(function (path) {
              var e = s.screens[path];
              if (e.tab !== s.tab || e.depth === 0 || e.event === "viewDidDisappear") { return; }
              if (!top || e.depth > top.e.depth) { top = { path: path, e: e }; }
            });
            // The bar names the screen it shows: the paging screen's title on tab 0, else the
            // screen's path (the one sliding in from halfway through its slide).
            var rootTitle = s.tab !== 0 ? "tab/" + s.tab + "/root" : meta.title;
            if (!top || (s.tab === 0 && parts.pushed)) {
              parts.appScreen.style.display = "none";
              phone.dataset.appScreen = s.tab !== 0 ? "tab/" + s.tab + "/root" : "";
              phone.dataset.appScreenX = "";
              parts.navTitle.textContent = phone.dataset.navTitle = rootTitle;
              return;
            }
            var e = top.e, x = 0, note = "";
            if (e.event === "viewWillAppear" || e.event === "viewWillDisappear") {
              var progress = progressOf(e.t0, e.t1, screen.transitionDuration, s.t);
              x = e.event === "viewWillAppear" ? 1 - progress.done : progress.done;
              note = progress.unknown ? UNKNOWN : (progress.cut ? CUT : "");
            }
            parts.navTitle.textContent = phone.dataset.navTitle = x < 0.5 ? top.path : rootTitle;
            parts.appScreen.label.textContent = top.path;
            parts.appScreen.note.textContent = note;
            parts.appScreen.style.transform = "translate(" + px(x * W) + ",0)";
            parts.appScreen.style.display = "block";
            phone.dataset.appScreen = top.path;
            phone.dataset.appScreenX = String(x);
          }
        """#
}
