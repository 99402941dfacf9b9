@_exported import ScrollSimulator
