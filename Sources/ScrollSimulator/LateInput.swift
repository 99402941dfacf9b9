/// Input given late: in real time, a scenario's step (a finger's gesture) can run in a later frame
/// than the one it was due in, the frames between dropped. A real finger's touches queue meanwhile
/// and are handled at their own times, so a stall shifts no position after it; a caller that gives
/// input late says when it was due, and a scripted gesture (``ScrollView/drag(by:duration:from:)``,
/// ``ScrollView/fling(velocity:from:)``, ``ScrollView/tap(frames:at:)``) then starts in that frame:
/// its touches due since then happen at their own frames' times in the next step; a single touch
/// (``ScrollView/touchDown(at:)``, ``ScrollView/touchMove(to:)``, ``ScrollView/touchUp(releaseVelocity:)``)
/// happens at the time of the frame it was due in.
package enum LateInput {
    /// The frame the input being given was due in (nil: now). A frame after the current one counts
    /// as now.
    @TaskLocal package static var dueFrame: Int?
}
