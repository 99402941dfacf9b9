/// The plot's style sheet, every rule scoped under the class of the plot's root `<svg>`
/// (``scope``): a replay page that embeds the plot keeps its own `.title` and `.row` rules, and the
/// plot's rules apply to the plot alone. The standalone SVG looks as it did unscoped: each rule
/// matches the same elements, and their order of precedence is kept (each gains one class).
enum PlotStyle {
    /// The class of the plot's root `<svg>` element.
    static let scope = "scrollsim-plot"

    /// Each rule's selectors, and its declarations.
    private static let rules: [(selectors: [String], declarations: String)] = [
        (["text"], "font-family: Helvetica, Arial, sans-serif; font-size: 11px; fill: #222;"),
        ([".title"], "font-size: 16px; font-weight: bold;"),
        ([".source"], "font-size: 13px; font-weight: bold;"),
        ([".note"], "font-size: 11px; fill: #666;"),
        ([".row"], "font-size: 10px; fill: #333;"),
        ([".event", ".guidelabel"], "font-size: 9px; fill: #555;"),
        ([".frame"], "fill: none; stroke: #444; stroke-width: 1;"),
        ([".grid"], "stroke: #e4e4e4; stroke-width: 1;"),
        ([".zero"], "stroke: #999; stroke-width: 1;"),
        ([".marker"], "stroke: #aaa; stroke-width: 0.8; stroke-dasharray: 3,3;"),
        ([".edge"], "stroke: #2ca02c; stroke-width: 1; stroke-dasharray: 6,3;"),
        ([".page"], "stroke: #9467bd; stroke-width: 1; stroke-dasharray: 2,3;"),
        ([".target"], "stroke: #ff7f0e; stroke-width: 1.2; stroke-dasharray: 5,2;"),
        ([".tick"], "stroke: #333; stroke-width: 1.2;"),
        ([".loaded"], "fill: #c6dbef;"),
        ([".shown"], "fill: #3182bd;"),
        ([".continuous"], "fill: #e5e5e5;"),
        ([".transition"], "fill: #fdd0a2;"),
        ([".x"], "fill: none; stroke: #1f77b4; stroke-width: 1.5;"),
        ([".y"], "fill: none; stroke: #d62728; stroke-width: 1.5;"),
        ([".resultstrip"], "fill: #fafafa; stroke: #ccc; stroke-width: 1;"),
        ([".passmark"], "stroke: #9a9; stroke-width: 1;"),
        ([".failmark"], "stroke: #d00; stroke-width: 2.5;"),
        ([".failtext"], "fill: #c00;"),
        ([".xlabel"], "fill: #1f77b4;"),
        ([".ylabel"], "fill: #d62728;"),
    ]

    /// The `<style>` element's content: one rule a line, each selector under `.scrollsim-plot`.
    static let css = rules.map { rule in
        rule.selectors.map { "." + scope + " " + $0 }.joined(separator: ", ") + " { " + rule.declarations + " }\n"
    }.joined()
}
