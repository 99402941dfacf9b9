import Foundation

/// The number of cores to shard scroll-view stepping over.
enum ProcessInfoCores {
    static let count = max(1, ProcessInfo.processInfo.activeProcessorCount)
}
