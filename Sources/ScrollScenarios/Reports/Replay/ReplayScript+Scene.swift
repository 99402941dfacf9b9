extension ReplayScript {
    /// What the page builds once: the phone (the paging screen and the app's parts) or each plain
    /// scroll view's device, and a minimap per scroll view.
    static let scene = #"""
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
          // The width of a column (pt).
          var COLUMN = 150;

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
              var childList = views["child/" + p + "/list"];
              var content = contentWindow(page, "content", {
                view: childList, extent: { width: W, height: childList.contentSize.height }, tile: { width: W, height: 44 },
                make: rowTiles(screen.titles[p]) });
              content.box.dataset.phoneView = "child/" + p + "/list";
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
              node.title = title;
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
            if (presents) {
              parts.modal = el("div", "abs", phone); parts.modal.id = "modal";
              parts.modal.label = el("div", null, parts.modal, "presented screen"); parts.modal.note = el("small", null, parts.modal);
            }
            if (appScreens) {
              parts.appRoot = el("div", "abs appscreen", phone); parts.appScreen = el("div", "abs appscreen", phone);
              [parts.appRoot, parts.appScreen].forEach(function (cover) {
                cover.label = el("div", null, cover); el("small", null, cover, "a simple screen with a list (not drawn)");
                cover.note = el("small", null, cover);
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
              var range = rangeOf(view), spec;
              if (view.paging) {
                // A paging view's content as its pages, a viewport tall each (its content height
                // may be 0, as a horizontal pager's often is: its pages still show).
                spec = { extent: { width: view.contentSize.width, height: drawnHeight(view) },
                         tile: { width: view.size.width, height: drawnHeight(view) },
                         make: function (tile, page) {
                           tile.className = "page"; tile.textContent = view.id + " page " + page;
                           tile.style.background = page % 2 === 0 ? "#eef3fb" : "#f7f7f7";
                           tile.style.padding = "24px"; tile.style.fontSize = "20px";
                         } };
              } else if (range.maxX > range.minX) {
                // Cells COLUMN pt wide, so that they move with x: one per column, drawnHeight tall,
                // when it scrolls only that way; a row of them every 44 pt when it scrolls vertically too.
                var vertically = range.maxY > range.minY;
                spec = { extent: { width: view.contentSize.width, height: vertically ? view.contentSize.height : drawnHeight(view) },
                         tile: { width: COLUMN, height: vertically ? 44 : drawnHeight(view) },
                         make: function (tile, column, row) {
                           tile.className = "cell";
                           if ((row + column) % 2 === 1) { tile.style.background = "#f3f6fb"; }
                           if (vertically) { tile.textContent = "row " + (row + 1) + " · col " + (column + 1); return; }
                           el("b", null, tile, view.id); tile.appendChild(document.createTextNode("col " + (column + 1)));
                         } };
              } else {
                spec = { extent: { width: view.contentSize.width, height: view.contentSize.height },
                         tile: { width: view.contentSize.width, height: 44 }, make: rowTiles(view.id) };
              }
              spec.view = view;
              var content = contentWindow(inner, "content plaincontent", spec);
              content.box.dataset.phoneView = view.id;
              el("div", "caption", device, view.id);
              return { view: view, content: content };
            });
          }

          // One minimap per scroll view: its content box and the viewport over it. A list that does
          // not exist is hidden, a child's greyed (its page is there, showing "view not loaded"). A
          // viewport past an edge (a rubber band) is drawn at that edge of the box, dashed, with how
          // far past it is written beneath. The label isolates the id (`<bdi>`), so that an id
          // written right to left leaves the offsets after it in their order, (x, y).
          var minimaps = document.getElementById("minimaps");
          var maps = meta.views.map(function (view) {
            var box = el("div", "minimap", minimaps);
            box.dataset.view = view.id;
            var label = el("div", null, box);
            el("bdi", null, label, view.id);
            var position = el("span", null, label);
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
            return { view: view, box: box, position: position, viewport: viewport, overscroll: overscroll, range: range,
                     x0: x0, y0: y0, x1: x1, y1: y1, scale: scale };
          });
        """#
}
