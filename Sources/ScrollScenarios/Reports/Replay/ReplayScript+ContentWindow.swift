extension ReplayScript {
    /// A scroll view's content drawn as a window around its viewport. Chromium lays out no box
    /// longer than about 2^25 px (33.5 million), and content may be 1e8 pt long: drawn whole, it
    /// ended near 33.5 million px, and a viewport inside the content past there was drawn grey,
    /// as outside it. The drawn box covers the content from a viewport's length before the
    /// viewport to a viewport's length after it (clamped to the content), placed relative to the
    /// viewport, and its tiles (rows, columns, cells or pages) are those in it, numbered as in the
    /// whole content; the content's edges are drawn as lines where the window reaches them.
    static let contentWindow = #"""
          // The content of `spec.view` in `parent`: a box of class `className` (the content's
          // window) and a frame over it with the content's edges. `spec.extent` is the content's
          // drawn size {width, height} (pt), `spec.tile` a tile's {width, height} (pt),
          // `spec.make(node, column, row)` fills a tile. `update(o)` draws it at offset `o` (pt).
          function contentWindow(parent, className, spec) {
            var box = el("div", className, parent), frame = el("div", "contentframe", parent);
            var edges = {};
            ["top", "bottom", "left", "right"].forEach(function (side) { edges[side] = el("div", "cedge " + side, frame); });
            var drawn = "";
            var tileWidth = Math.max(spec.tile.width, 1e-6), tileHeight = Math.max(spec.tile.height, 1e-6);
            // The tiles [first, end) along one axis, from a viewport's length (`size`, pt) before
            // `offset` (pt) to one after the viewport, inside the content's `extent` (pt), at most `most`.
            function span(offset, size, extent, tile, most) {
              var count = Math.ceil(extent / tile - 1e-9);
              var first = Math.min(count, Math.max(0, Math.floor((offset - size) / tile)));
              var end = Math.max(first, Math.min(count, Math.ceil((offset + 2 * size) / tile)));
              return { first: first, end: Math.min(end, first + most), count: count };
            }
            function update(o) {
              var columns = span(o.x, spec.view.size.width, spec.extent.width, tileWidth, MOST_DRAWN);
              var across = Math.max(1, columns.end - columns.first);
              var rows = span(o.y, spec.view.size.height, spec.extent.height, tileHeight,
                              Math.min(MOST_DRAWN, Math.max(1, Math.floor(MOST_CELLS / across))));
              var x0 = columns.first * tileWidth, x1 = Math.max(x0, Math.min(spec.extent.width, columns.end * tileWidth));
              var y0 = rows.first * tileHeight, y1 = Math.max(y0, Math.min(spec.extent.height, rows.end * tileHeight));
              [box, frame].forEach(function (node) {
                node.style.transform = "translate(" + px(x0 - o.x) + "," + px(y0 - o.y) + ")";
                node.style.width = px(x1 - x0); node.style.height = px(y1 - y0);
              });
              edges.top.style.display = rows.first === 0 ? "block" : "none";
              edges.bottom.style.display = rows.end === rows.count ? "block" : "none";
              edges.left.style.display = columns.first === 0 ? "block" : "none";
              edges.right.style.display = columns.end === columns.count ? "block" : "none";
              var key = [columns.first, columns.end, rows.first, rows.end].join(",");
              if (key === drawn) { return; }
              drawn = key;
              box.textContent = "";
              for (var row = rows.first; row < rows.end; row++) {
                for (var column = columns.first; column < columns.end; column++) {
                  var tile = el("div", null, box);
                  tile.style.left = px(column * tileWidth - x0); tile.style.top = px(row * tileHeight - y0);
                  tile.style.width = px(tileWidth); tile.style.height = px(tileHeight);
                  spec.make(tile, column, row);
                }
              }
              box.dataset.rows = rows.first + "-" + rows.end; box.dataset.columns = columns.first + "-" + columns.end;
            }
            function show(visible) { box.style.display = frame.style.display = visible ? "block" : "none"; }
            return { box: box, update: update, show: show };
          }
          // The tiles of a list: a row every 44 pt, labelled `label` and numbered from 1.
          function rowTiles(label) {
            return function (tile, column, row) {
              tile.className = "row";
              el("b", null, tile, label); tile.appendChild(document.createTextNode("row " + (row + 1)));
            };
          }
        """#
}
