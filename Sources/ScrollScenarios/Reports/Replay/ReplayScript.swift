/// The replay page's script: it reads the embedded JSON Lines and geometry, folds the records up
/// to the frame shown into the drawn state, and draws it. It never simulates: every offset, title,
/// loaded child, bar alpha and colour it draws is the latest record of its kind at or before the
/// frame; an indicator animation is drawn at the frames the data gives for it (the model's, eased,
/// ``ReplayData/indicatorPaths(in:frameRate:duration:)``), and a list only in the frames the data
/// says it exists (``ReplayData/lives(ofListOf:in:)``).
enum ReplayScript {
    static let javaScript = #"""
        (function () {
          "use strict";
          var root = document.getElementById("replay");
          var errors = 0;
          function countError() { errors += 1; root.dataset.errors = String(errors); }
          window.addEventListener("error", countError);
          var consoleError = console.error;
          console.error = function () { countError(); consoleError.apply(console, arguments); };

          var meta = JSON.parse(document.getElementById("scrollsim-meta").textContent);
          var records = document.getElementById("scrollsim-records").textContent.split("\n")
            .filter(function (line) { return line.trim() !== ""; }).map(function (line) { return JSON.parse(line); });
          var fps = meta.frameRate;
          var lastFrame = meta.lastFrame;
          var screen = meta.screen || null;
          var views = {};
          // The list of each view controller that owns one (`child/2`: `child/2/list`).
          var listOf = {};
          meta.views.forEach(function (view) { views[view.id] = view; if (view.owner) { listOf[view.owner] = view.id; } });
          // The most rows, pages or page lines drawn for one view: the DOM must not grow with the
          // content (a list 1e8 pt tall would need 2.3 million rows of 44 pt).
          var MOST_DRAWN = 400;
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
          // The time of the "did" call of `source` that ends the "will" call `event` of record
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

          // The state at `frame`: the records of frames up to it, folded in order.
          function stateAt(frame) {
            var s = { frame: frame, t: frame / fps, offsets: {}, loaded: {}, appearance: {}, selectedTitle: 0,
                      indicator: screen && screen.indicator ? screen.indicator : null, screens: {},
                      animation: null, bar: { alpha: 0, background: null, tint: null, title: null, translationY: 0, itemsAlpha: 1 },
                      tab: screen && screen.initialTab !== undefined ? screen.initialTab : 0, transition: null, pushed: false,
                      titleScales: {}, modal: null };
            var animations = 0;
            for (var i = 0; i < records.length && records[i].frame <= frame; i++) {
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
              if (r.indicator) { s.animation = { frame: r.frame, path: screen.indicatorPaths[animations] }; animations += 1; }
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
            if (s.animation) {
              // The animation's frame in this frame, the model's value; its last is the end (`to`).
              var path = s.animation.path;
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
          // Rows every 44 pt down `content`, `height` pt tall, each labelled `label` (at most MOST_DRAWN).
          function addRows(content, height, label) {
            for (var row = 0; row * 44 < height && row < MOST_DRAWN; row++) {
              var line = el("div", "row", content); line.style.top = px(row * 44);
              el("b", null, line, label); line.appendChild(document.createTextNode("row " + (row + 1)));
            }
          }
          // The resting range of `view`'s offset on each axis (pt), insets included, as the physics has it.
          function rangeOf(view) {
            var minX = -view.inset.left, minY = -view.inset.top;
            return { minX: minX, minY: minY,
                     maxX: Math.max(minX, view.contentSize.width + view.inset.right - view.size.width),
                     maxY: Math.max(minY, view.contentSize.height + view.inset.bottom - view.size.height) };
          }
          // The height a plain view's pages or columns are drawn (pt): its content's, or a viewport's
          // when that is taller (a horizontal view's content is often 0 pt tall: they still show).
          function drawnHeight(view) { return Math.max(view.contentSize.height, view.size.height); }
          // The width of a column (pt), and the most cells drawn for one view.
          var COLUMN = 150, MOST_CELLS = 4000;
          // Cells across the content of `view`, which scrolls horizontally, COLUMN pt wide so that they
          // move with x: one per column, drawnHeight tall, when it scrolls only that way; a row of them
          // every 44 pt when it scrolls vertically too (at most MOST_DRAWN columns, MOST_CELLS cells).
          function addColumns(content, view, vertically) {
            var columns = Math.min(Math.ceil(view.contentSize.width / COLUMN), MOST_DRAWN);
            var rows = vertically
              ? Math.min(Math.ceil(view.contentSize.height / 44), MOST_DRAWN, Math.max(1, Math.floor(MOST_CELLS / columns))) : 1;
            var height = vertically ? 44 : drawnHeight(view);
            for (var row = 0; row < rows; row++) {
              for (var column = 0; column < columns; column++) {
                var cell = el("div", "cell", content);
                cell.style.left = px(column * COLUMN); cell.style.top = px(row * height);
                cell.style.width = px(COLUMN); cell.style.height = px(height);
                if ((row + column) % 2 === 1) { cell.style.background = "#f3f6fb"; }
                if (vertically) { cell.textContent = "row " + (row + 1) + " · col " + (column + 1); continue; }
                el("b", null, cell, view.id); cell.appendChild(document.createTextNode("col " + (column + 1)));
              }
            }
          }

          // The phone: built once, updated each frame.
          var phone = document.getElementById("phone");
          var parts = {};
          if (screen) {
            var W = screen.size.width, H = screen.size.height, n = screen.titles.length;
            phone.style.width = px(W + 20); phone.style.height = px(H + 20);
            var pages = el("div", "abs", phone); pages.style.left = "0"; pages.style.top = "0"; pages.style.width = px(W); pages.style.height = px(H);
            parts.strip = el("div", "strip", pages); parts.strip.style.width = px(W * n); parts.strip.style.height = px(H);
            parts.strip.dataset.phoneView = "pages";
            parts.pages = [];
            for (var p = 0; p < n; p++) {
              var page = el("div", "page", parts.strip); page.style.left = px(p * W); page.style.width = px(W); page.style.height = px(H);
              var list = views["child/" + p + "/list"];
              var content = el("div", "content", page); content.style.width = px(W); content.style.height = px(list.contentSize.height);
              content.dataset.phoneView = "child/" + p + "/list";
              addRows(content, list.contentSize.height, screen.titles[p]);
              el("div", "edge", content).style.top = px(list.contentSize.height - 2);
              var placeholder = el("div", "unloaded", page, "child " + p + ": view not loaded");
              parts.pages.push({ content: content, placeholder: placeholder });
            }
            var titleTop = 64;
            parts.nav = el("div", "abs", phone); parts.nav.id = "navbar";
            parts.navTitle = el("span", null, parts.nav, meta.title);
            parts.titlebar = el("div", "abs", phone); parts.titlebar.id = "titlebar";
            parts.titlebar.style.top = px(titleTop); parts.titlebar.style.height = px(screen.titleBarHeight);
            parts.titleStrip = el("div", "strip", parts.titlebar);
            parts.titles = screen.titles.map(function (title, i) {
              var f = screen.titleFrames[i], node = el("div", "title", parts.titleStrip, title);
              node.style.left = px(f.x); node.style.width = px(f.width); node.style.height = px(f.height); node.style.lineHeight = px(f.height);
              return node;
            });
            parts.indicator = el("div", "abs", parts.titleStrip); parts.indicator.id = "indicator";
            if (screen.tabBar) {
              parts.tabbar = el("div", "abs", phone); parts.tabbar.id = "tabbar";
              parts.tabs = ["Essence", "New", null, "Friends", "Me"].map(function (name) {
                if (name === null) { var publish = el("div", "publish", parts.tabbar); el("span", null, publish, "+"); return null; }
                return el("div", null, parts.tabbar, name);
              }).filter(function (node) { return node !== null; });
            }
            if (pushes) { parts.pushed = el("div", "abs", phone, "pushed screen"); parts.pushed.id = "pushed"; }
            if (presents) { parts.modal = el("div", "abs", phone, "presented screen"); parts.modal.id = "modal"; }
            if (appScreens) {
              parts.appRoot = el("div", "abs appscreen", phone); parts.appScreen = el("div", "abs appscreen", phone);
              [parts.appRoot, parts.appScreen].forEach(function (cover) {
                cover.label = el("div", null, cover); el("small", null, cover, "a simple screen with a list (not drawn)");
              });
            }
          } else {
            // Plain scroll views: each drawn at its size (scaled to fit 400 x 700 px), its content
            // (rows every 44 pt, columns every COLUMN pt if it scrolls horizontally, pages if it
            // pages, the area outside the content grey) moving under the viewport.
            phone.style.display = "none";
            var stage = document.getElementById("stage");
            parts.plain = meta.views.map(function (view) {
              var scale = Math.min(1, 400 / view.size.width, 700 / view.size.height);
              var device = el("div", "device", stage);
              device.style.width = px(view.size.width * scale + 20); device.style.height = px(view.size.height * scale + 20);
              var inner = el("div", "abs", device);
              inner.style.width = px(view.size.width); inner.style.height = px(view.size.height);
              inner.style.transform = "scale(" + scale + ")"; inner.style.transformOrigin = "0 0"; inner.style.overflow = "hidden";
              var content = el("div", "content plaincontent", inner), range = rangeOf(view);
              content.style.width = px(view.contentSize.width); content.style.height = px(view.contentSize.height);
              content.dataset.phoneView = view.id;
              if (view.paging) {
                // A paging view's content as its pages, a viewport tall each (its content height
                // may be 0, as a horizontal pager's often is: its pages still show).
                content.style.height = px(drawnHeight(view));
                for (var page = 0; page * view.size.width < view.contentSize.width && page < MOST_DRAWN; page++) {
                  var tile = el("div", "page", content, view.id + " page " + page);
                  tile.style.left = px(page * view.size.width); tile.style.width = px(view.size.width);
                  tile.style.height = px(drawnHeight(view));
                  tile.style.background = page % 2 === 0 ? "#eef3fb" : "#f7f7f7";
                  tile.style.padding = "24px"; tile.style.fontSize = "20px";
                }
              } else if (range.maxX > range.minX) {
                addColumns(content, view, range.maxY > range.minY);
                if (range.maxY <= range.minY) { content.style.height = px(drawnHeight(view)); }
              } else {
                addRows(content, view.contentSize.height, view.id);
              }
              el("div", "caption", device, view.id);
              return { view: view, content: content };
            });
          }

          // One minimap per scroll view: its content box and the viewport over it. A list that does
          // not exist is hidden, a child's greyed (its page is there, showing "view not loaded"). A
          // viewport past an edge (a rubber band) is drawn at that edge of the box, dashed, with how
          // far past it is written beneath.
          var minimaps = document.getElementById("minimaps");
          var maps = meta.views.map(function (view) {
            var box = el("div", "minimap", minimaps);
            box.dataset.view = view.id;
            var label = el("div", null, box, view.id);
            var range = rangeOf(view);
            var x0 = Math.min(0, range.minX), y0 = Math.min(0, range.minY);
            var x1 = Math.max(view.contentSize.width, range.maxX + view.size.width);
            var y1 = Math.max(view.contentSize.height, range.maxY + view.size.height);
            var scale = Math.min(150 / (x1 - x0), 150 / (y1 - y0));
            var area = el("div", "box", box); area.style.width = px((x1 - x0) * scale + 2); area.style.height = px((y1 - y0) * scale + 2);
            var content = el("div", "abs", area);
            content.style.left = px(-x0 * scale); content.style.top = px(-y0 * scale);
            content.style.width = px(view.contentSize.width * scale); content.style.height = px(Math.max(view.contentSize.height, 1) * scale);
            content.style.background = "#c6dbef";
            if (view.paging) {
              for (var page = 1; page * view.size.width < view.contentSize.width && page < MOST_DRAWN; page++) {
                el("div", "page-line", area).style.left = px((page * view.size.width - x0) * scale);
              }
            }
            var viewport = el("div", "viewport", area);
            viewport.style.width = px(view.size.width * scale); viewport.style.height = px(view.size.height * scale);
            var overscroll = el("div", "overscroll", box);
            return { view: view, box: box, label: label, viewport: viewport, overscroll: overscroll, range: range,
                     x0: x0, y0: y0, x1: x1, y1: y1, scale: scale };
          });

          // The event log.
          var list = document.getElementById("events");
          var logged = [];
          records.forEach(function (r) {
            if (QUIET[r.event]) { return; }
            var text = r.t.toFixed(3) + "  " + r.source + "  " + r.event;
            if (r.index !== undefined) { text += " " + r.index; }
            if (r.kind) { text += " " + r.kind; }
            if (r.outcome) { text += " " + r.outcome; }
            var item = el("li", null, list, text);
            item.dataset.frame = String(r.frame);
            item.addEventListener("click", function () { pause(); show(r.frame); });
            logged.push({ frame: r.frame, item: item });
          });

          var plot = document.getElementById("plot"), cursor = document.getElementById("plotcursor");
          var plotLeft = Number(plot.dataset.plotLeft), plotRight = Number(plot.dataset.plotRight), plotEnd = Number(plot.dataset.plotEnd);
          var clock = document.getElementById("clock"), scrubber = document.getElementById("scrubber");
          scrubber.max = String(lastFrame);

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
              m.label.textContent = m.view.id + "  (" + o.x + ", " + o.y + ")" + (alive ? "" : "  not loaded");
              drawViewport(m, o);
            });
            if (screen) {
              var pagesOffset = offsetOf(s, "pages");
              parts.strip.style.transform = "translate(" + px(-pagesOffset.x) + ",0)";
              parts.strip.dataset.offsetX = String(pagesOffset.x); parts.strip.dataset.offsetY = String(pagesOffset.y);
              var loaded = [];
              parts.pages.forEach(function (page, i) {
                var id = "child/" + i + "/list", o = offsetOf(s, id);
                var isLoaded = !!s.loaded[i];
                if (isLoaded) { loaded.push(i); }
                page.content.style.display = isLoaded ? "block" : "none";
                page.placeholder.style.display = isLoaded ? "none" : "flex";
                page.content.style.transform = "translate(0," + px(-o.y) + ")";
                page.content.dataset.offsetX = String(o.x); page.content.dataset.offsetY = String(o.y);
                page.content.dataset.appearance = s.appearance[i] || "";
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
              if (parts.modal) {
                var m = s.modal, down = 1;
                if (m && m.state === "shown") { down = 0; }
                if (m && m.state !== "shown") {
                  var done = m.t1 === null || m.t1 <= m.t0 ? 0 : Math.min(1, Math.max(0, (s.t - m.t0) / (m.t1 - m.t0)));
                  down = m.state === "presenting" ? 1 - done : done;
                }
                parts.modal.style.transform = "translate(0," + px(down * H) + ")";
                parts.modal.style.display = m ? "block" : "none";
                parts.modal.className = m && m.sheet ? "abs sheet" : "abs";
                phone.dataset.modalStyle = m ? (m.sheet ? "pageSheet" : "fullScreen") : "";
                phone.dataset.modal = m ? m.state : "none";
              }
            }
            (parts.plain || []).forEach(function (plain) {
              var o = offsetOf(s, plain.view.id);
              plain.content.style.transform = "translate(" + px(-o.x) + "," + px(-o.y) + ")";
              plain.content.dataset.offsetX = String(o.x); plain.content.dataset.offsetY = String(o.y);
            });
            var current = -1;
            logged.forEach(function (entry) { if (entry.frame <= s.frame) { current = entry.frame; } });
            var currentItem = null;
            logged.forEach(function (entry) {
              entry.item.className = entry.frame === current ? "past current" : (entry.frame <= s.frame ? "past" : "");
              if (entry.frame === current && !currentItem) { currentItem = entry.item; }
            });
            if (currentItem) { list.scrollTop = Math.max(0, currentItem.offsetTop - list.offsetTop - 120); }
            var cursorX = plotLeft + (plotRight - plotLeft) * s.t / plotEnd;
            cursor.style.left = px(cursorX - 1);
            // A plot wider than the page scrolls to keep the cursor in sight.
            if (cursorX < plot.scrollLeft || cursorX > plot.scrollLeft + plot.clientWidth) {
              plot.scrollLeft = Math.max(0, cursorX - plot.clientWidth / 2);
            }
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
          // between its "will" and "did" calls (a linear slide between the two records) and out
          // the same way. Tab 0's pushes with a navigation bar are the bar's to draw (#pushed).
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
              parts.navTitle.textContent = phone.dataset.navTitle = rootTitle;
              return;
            }
            var e = top.e, x = 0;
            if (e.t1 !== null && e.t1 > e.t0) {
              var done = Math.min(1, Math.max(0, (s.t - e.t0) / (e.t1 - e.t0)));
              if (e.event === "viewWillAppear") { x = 1 - done; }
              if (e.event === "viewWillDisappear") { x = done; }
            }
            parts.navTitle.textContent = phone.dataset.navTitle = x < 0.5 ? top.path : rootTitle;
            parts.appScreen.label.textContent = top.path;
            parts.appScreen.style.transform = "translate(" + px(x * W) + ",0)";
            parts.appScreen.style.display = "block";
            phone.dataset.appScreen = top.path;
          }

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
          // `#t=S`: open paused at S seconds (clamped to the run). A value that is not a number of
          // seconds opens paused at 0, and the clock line says it was ignored.
          var hashNote = "";
          function timeFromHash() {
            var m = /(?:^#|&)t=([^&]*)/.exec(location.hash);
            if (!m) { hashNote = ""; return null; }
            var text = decodeURIComponent(m[1]), t = text.trim() === "" ? NaN : Number(text);
            hashNote = isFinite(t) ? "" : "  (ignored #t=" + text + ": not a number of seconds)";
            root.dataset.hashError = hashNote ? "1" : "";
            return isFinite(t) ? t : 0;
          }
          window.addEventListener("hashchange", function () { var t = timeFromHash(); if (t !== null) { pause(); show(Math.round(t * fps)); } });
          var start = timeFromHash();
          show(start === null ? 0 : Math.round(start * fps));
          root.dataset.ready = "1";
          if (start === null) { play(); }
        })();
        """#
}
