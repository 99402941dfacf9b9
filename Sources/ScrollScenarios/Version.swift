/// ScrollSim's version, the one place it is written: `scrollsim --version` prints it, and the
/// changelog's entries are named after it.
public enum ScrollSimVersion {
    /// The version, as `MAJOR.MINOR.PATCH` (semantic versioning).
    public static let current = "0.9.0"
}
