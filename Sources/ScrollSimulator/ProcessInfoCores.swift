import Foundation

/// The number of cores: the size of the simulation-thread pool.
enum ProcessInfoCores {
    static let count = max(1, ProcessInfo.processInfo.activeProcessorCount)
}
