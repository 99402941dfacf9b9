#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few C math functions the laws need, under one name, so that the core imports no Foundation.
@usableFromInline
enum Math {
    /// e^x.
    @usableFromInline static func exp(_ x: Double) -> Double { cExp(x) }
    /// Natural logarithm.
    @usableFromInline static func log(_ x: Double) -> Double { cLog(x) }
    /// x^y.
    @usableFromInline static func pow(_ x: Double, _ y: Double) -> Double { cPow(x, y) }
}

private func cExp(_ x: Double) -> Double { exp(x) }
private func cLog(_ x: Double) -> Double { log(x) }
private func cPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
