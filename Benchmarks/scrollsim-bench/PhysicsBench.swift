import Foundation
import ScrollScenarios

/// The physics core's closed-form evaluation per axis-frame (``AxisTrajectory/position(at:)``)
/// against a hand-written loop computing `x0 + v/k (1 - e^(-k t))` over an array of structs.
enum PhysicsBench {
    struct PlainDecay {
        var x0: Double
        var v: Double
        var k: Double
    }

    static func run(_ options: BenchOptions) -> Figure {
        let axes = options.physicsAxes
        let frames = options.physicsFrames
        var rng = SeededGenerator(seed: 1)
        let range = ScrollableRange(minimum: 0, maximum: 1e7)
        var trajectories: [AxisTrajectory] = []
        var plain: [PlainDecay] = []
        for _ in 0..<axes {
            let x0 = Double.random(in: 0...1000, using: &rng)
            let v = Double.random(in: 500...4000, using: &rng)
            let trajectory = AxisTrajectory.release(from: x0, velocity: v, range: range, bounces: true, rate: .normal)
            trajectories.append(trajectory)
            plain.append(PlainDecay(x0: x0, v: v, k: DecelerationRate.normal.decayConstant))
        }
        let sink = Sink()
        let repetitions = options.quick ? 3 : 7
        let core = Measure.best(of: repetitions) {
            var sum = 0.0
            for frame in 1...frames {
                let t = Double(frame) / 60
                for trajectory in trajectories { sum += trajectory.position(at: t) }
            }
            sink.value += sum
        }
        let loop = Measure.best(of: repetitions) {
            var sum = 0.0
            for frame in 1...frames {
                let t = Double(frame) / 60
                for d in plain { sum += d.x0 + d.v / d.k * (1 - exp(-d.k * t)) }
            }
            sink.value += sum
        }
        blackHole(sink.value)
        let evaluations = Double(axes * frames)
        let coreNs = core / evaluations * 1e9
        let loopNs = loop / evaluations * 1e9
        return Figure(
            key: "physics_axis_frame", name: "physics core: closed-form evaluation per axis-frame",
            value: coreNs, limit: loopNs, unit: "ns", target: "within 1.2x", met: coreNs <= 1.2 * loopNs,
            higherIsBetter: false,
            note: "\(axes) trajectories x \(frames) frames; AxisTrajectory.position(at:) vs x0 + v/k(1-exp(-kt))")
    }
}
