@_exported import ScrollPhysics
