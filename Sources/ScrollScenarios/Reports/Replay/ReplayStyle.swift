/// The replay page's style sheet (inlined: the page loads nothing from the network).
enum ReplayStyle {
    static let css = """
        * { box-sizing: border-box; }
        body { margin: 0; font: 13px/1.35 -apple-system, Helvetica, Arial, sans-serif; color: #222; background: #f4f4f6; }
        header { display: flex; align-items: baseline; gap: 16px; padding: 10px 16px 0; }
        h1 { font-size: 18px; margin: 0; }
        h2 { font-size: 13px; margin: 0 0 6px; color: #555; }
        #clock { font-variant-numeric: tabular-nums; color: #444; }
        #verdict.failed { color: #c00; font-weight: 600; }
        #verdict.passed { color: #2a7a2a; }
        #expectations { margin: 12px 16px 0; }
        #results { list-style: none; margin: 0; padding: 6px 8px; background: #fff; border: 1px solid #ddd; max-height: 180px; overflow-y: auto;
                   font: 11px/1.5 ui-monospace, Menlo, monospace; }
        #results li.passed { color: #888; }
        #results li.failed { color: #c00; }
        #controls { display: flex; align-items: center; gap: 8px; padding: 8px 16px; }
        #controls button { font: inherit; padding: 3px 10px; }
        #scrubber { flex: 1; }
        main { display: flex; gap: 16px; padding: 0 16px; align-items: flex-start; }
        #stage { flex: none; }
        #phone { position: relative; overflow: hidden; background: #fff; border: 10px solid #111; border-radius: 28px; }
        #phone .abs, .device .abs { position: absolute; }
        .device { position: relative; background: #ddd; border: 10px solid #111; border-radius: 28px; overflow: hidden; margin-bottom: 28px; }
        .device .caption { position: absolute; left: 8px; bottom: 6px; font-size: 11px; color: #333; background: rgba(255,255,255,0.8); padding: 0 4px; }
        .plaincontent { background: #fff; }
        .contentframe { position: absolute; left: 0; top: 0; pointer-events: none; }
        .cedge { position: absolute; background: #2ca02c; }
        .cedge.top { left: -2px; right: -2px; top: -2px; height: 2px; }
        .cedge.bottom { left: -2px; right: -2px; bottom: -2px; height: 2px; }
        .cedge.left { top: -2px; bottom: -2px; left: -2px; width: 2px; }
        .cedge.right { top: -2px; bottom: -2px; right: -2px; width: 2px; }
        .strip, .content { position: absolute; left: 0; top: 0; }
        .content { overflow: hidden; background: #fff; }
        .page { position: absolute; top: 0; overflow: hidden; border-right: 1px solid #eee; background: #ddd; }
        .unloaded { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center;
                    background: repeating-linear-gradient(45deg, #f0f0f0 0 10px, #e6e6e6 10px 20px); color: #888; font-size: 15px; }
        .row { position: absolute; left: 0; right: 0; height: 44px; border-bottom: 1px solid #eee; padding: 12px 14px; font-size: 14px; }
        .row b, .cell b { color: #c33; margin-right: 8px; }
        .cell { position: absolute; background: #fff; border-right: 1px solid #ddd; border-bottom: 1px solid #eee; padding: 12px 14px;
                font-size: 14px; overflow: hidden; white-space: nowrap; }
        #navbar { z-index: 3; left: 0; right: 0; top: 0; height: 64px; padding-top: 20px; text-align: center; font-weight: 600; font-size: 17px; }
        #navbar span { line-height: 44px; }
        #titlebar { left: 0; right: 0; background: rgba(255,255,255,0.94); box-shadow: inset 0 -1px 0 #ddd; overflow: hidden; }
        .title { position: absolute; top: 0; text-align: center; font-size: 14px; color: #333; padding: 0 2px;
                 overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
        .title.selected { color: #e0245e; font-weight: 600; }
        #indicator { background: #e0245e; }
        #tabbar { z-index: 3; left: 0; right: 0; bottom: 0; height: 49px; background: #fafafa; border-top: 1px solid #ccc; display: flex; }
        #tabbar div { flex: 1; text-align: center; padding-top: 14px; color: #777; }
        #tabbar div.selected { color: #e0245e; font-weight: 600; }
        #tabbar .publish { flex: 1; }
        #tabbar .publish span { display: inline-block; width: 44px; height: 36px; margin-top: -8px; border-radius: 18px; background: #e0245e; color: #fff;
                                 font-size: 26px; line-height: 36px; }
        #modal { z-index: 3; top: 0; bottom: 0; width: 100%; background: #f7f7f7; box-shadow: 0 -6px 12px rgba(0,0,0,0.25); padding-top: 140px; text-align: center; color: #555; font-size: 17px; }
        #modal small { display: block; margin-top: 8px; font-size: 12px; color: #999; }
        #modal.sheet { top: 40px; border-radius: 12px 12px 0 0; }
        .appscreen { z-index: 2; top: 0; bottom: 0; width: 100%; background: #fff; box-shadow: -6px 0 12px rgba(0,0,0,0.25); padding-top: 140px; text-align: center; color: #555; font-size: 17px; }
        .appscreen small { display: block; margin-top: 8px; font-size: 12px; color: #999; }
        #pushed { z-index: 2; top: 0; bottom: 0; width: 100%; background: #fff; box-shadow: -6px 0 12px rgba(0,0,0,0.25); padding-top: 140px; text-align: center; color: #555; font-size: 17px; }
        #views { flex: 1; min-width: 260px; }
        #minimaps { display: flex; flex-wrap: wrap; gap: 12px; }
        .minimap { background: #fff; border: 1px solid #ddd; padding: 6px; font-size: 11px; }
        .minimap .box { position: relative; background: #eef3fb; border: 1px solid #9db4d8; margin-top: 4px; }
        .minimap .viewport { position: absolute; border: 2px solid #d62728; background: rgba(214,39,40,0.08); }
        .minimap .viewport.clamped { border-style: dashed; }
        .minimap .overscroll { min-height: 15px; margin-top: 2px; color: #d62728; }
        .minimap .page-line { position: absolute; top: 0; bottom: 0; border-left: 1px dashed #9467bd; }
        #log { flex: none; width: 330px; }
        #events { list-style: none; margin: 0; padding: 0; height: 560px; overflow-y: auto; background: #fff; border: 1px solid #ddd;
                  font: 11px/1.5 ui-monospace, Menlo, monospace; }
        #events li { padding: 0 6px 0 22px; text-indent: -16px; cursor: pointer; color: #aaa; overflow-wrap: anywhere; }
        #events li.past { color: #222; }
        #events li.current { background: #ffe9a8; }
        #plot { position: relative; margin: 12px 16px; background: #fff; overflow-x: auto; }
        #plot svg { display: block; }
        /* Each part lays out on its own: a draw that changes one minimap's label or one device's
           content relays out that part, not the page (55-100 ms a frame at 150 views, now about 30). */
        .device, #events { contain: strict; }
        .minimap, #plot { contain: layout paint; }
        #plotcursor { position: absolute; top: 0; bottom: 0; width: 2px; background: rgba(224,36,94,0.8); pointer-events: none; }
        """
}
