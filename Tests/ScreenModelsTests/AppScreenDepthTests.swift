import Testing

@testable import ScreenModels

/// The depth in a stack that an app's lifecycle event carries, read from the screen's path.
@Suite struct AppScreenDepthTests {
    @Test func theDepthIsTheFourthComponentOfAPushedScreensPath() {
        // As `split(separator: "/")` reads them: four non-empty components, the last a number.
        let cases: [(String, Int)] = [
            ("tabs", 0), ("modal", 0), ("tab/1/root", 0), ("tab/0/pushed/1", 1), ("tab/3/pushed/12", 12),
            ("tab/0/pushed/x", 0), ("/tab/0/pushed/2/", 2), ("tab//0/pushed/3", 3), ("tab/0/pushed/1/extra", 0),
            ("", 0), ("////", 0),
        ]
        for (path, depth) in cases {
            #expect(AppScreen.depth(of: path) == depth, "\(path)")
            let parts = path.split(separator: "/")
            #expect(AppScreen.depth(of: path) == (parts.count == 4 ? Int(parts[3]) ?? 0 : 0), "\(path)")
        }
    }
}
