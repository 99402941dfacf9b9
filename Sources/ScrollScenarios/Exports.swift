@_exported import ScreenModels
