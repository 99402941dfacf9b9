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
    @inlinable static func exp(_ x: Double) -> Double { cExp(x) }
    /// Natural logarithm.
    @inlinable static func log(_ x: Double) -> Double { cLog(x) }
    /// x^y.
    @inlinable static func pow(_ x: Double, _ y: Double) -> Double { cPow(x, y) }
}

// Module-qualified names would be ambiguous inside `Math`: these forward to the C library's.
@inlinable func cExp(_ x: Double) -> Double { exp(x) }
@inlinable func cLog(_ x: Double) -> Double { log(x) }
@inlinable func cPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
