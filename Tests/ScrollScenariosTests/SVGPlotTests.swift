import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import ScrollScenarios

@Suite struct SVGPlotTests {
    /// Counts elements by name and collects text while checking well-formedness.
    final class Collector: NSObject, XMLParserDelegate {
        var elements: [String: Int] = [:]
        var rootNamespace: String?
        var rootName: String?
        var texts: [String] = []
        private var current = ""

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
            if rootName == nil {
                rootName = name
                rootNamespace = attributes["xmlns"]
            }
            elements[name, default: 0] += 1
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { current += string }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            let trimmed = current.trimmingCharacters(in: .whitespacesAndNewlines)
            if !trimmed.isEmpty { texts.append(trimmed) }
            current = ""
        }
    }

    private func parse(_ svg: String) -> (Bool, Collector) {
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = Collector()
        parser.delegate = collector
        return (parser.parse(), collector)
    }

    @Test func plotIsWellFormedSVGWithPanelsAndMarkers() {
        let svg = SVGPlotWriter().render(title: "fling <list> & co", duration: 5, records: ReportFixtures.records, samples: ReportFixtures.samples)
        let (ok, collector) = parse(svg)
        #expect(ok)
        #expect(collector.rootName == "svg")
        #expect(collector.rootNamespace == "http://www.w3.org/2000/svg")
        #expect(svg.contains("version=\"1.1\""))
        #expect(svg.contains("fling &lt;list&gt; &amp; co"))
        #expect(collector.texts.contains("fling <list> & co"))
        // One section (list): two panels with offset and velocity lines (only y moves).
        #expect(collector.elements["polyline"] == 2)
        #expect(collector.texts.contains("offset.y") && !collector.texts.contains("offset.x"))
        #expect(collector.texts.contains("content offset (pt)") && collector.texts.contains("velocity (pt/s)"))
        // Events of one frame share a marker; didScroll has none; child and title bar are not plotted.
        #expect(collector.texts.contains("willEndDragging, didEndDragging, willBeginDecelerating"))
        #expect(collector.texts.contains("didEndScrollingAnimation"))
        #expect(!collector.texts.contains("didScroll"))
        #expect(!collector.texts.contains("child/0"))
        // Time ticks 0 ... 5.
        #expect(collector.texts.contains("0") && collector.texts.contains("5"))
    }

    @Test func plotIsDeterministic() {
        let first = SVGPlotWriter().render(title: "t", duration: 5, records: ReportFixtures.records, samples: ReportFixtures.samples)
        let second = SVGPlotWriter().render(title: "t", duration: 5, records: ReportFixtures.records.reversed(), samples: ReportFixtures.samples)
        #expect(first == second)
    }

    @Test func plotWithoutSamplesFallsBackToRecordsOrSaysSo() {
        let fromRecords = SVGPlotWriter().render(title: "t", duration: nil, records: ReportFixtures.records, samples: [])
        let (ok, collector) = parse(fromRecords)
        #expect(ok)
        #expect(collector.texts.contains("no velocity samples"))
        let empty = SVGPlotWriter().render(title: "t", duration: 1, records: [], samples: [])
        let (emptyOK, emptyCollector) = parse(empty)
        #expect(emptyOK)
        #expect(emptyCollector.texts.contains("no scroll view moved"))
    }

    @Test func niceTicksCoverTheDomain() {
        let scale = PlotScale(covering: -99, 519.3, to: (300, 0))
        #expect(scale.step == 200)
        #expect(scale.ticks == [-200, 0, 200, 400, 600])
        #expect(scale(-200) == 300 && scale(600) == 0)
        let flat = PlotScale(covering: 0, 0, to: (0, 100), targetTicks: 4)
        #expect(flat.ticks.first! <= 0 && flat.ticks.last! >= 0)
    }
}
