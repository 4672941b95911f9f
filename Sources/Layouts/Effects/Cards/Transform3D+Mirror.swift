import Foundation
import LayoutKitCore

extension Transform3D {
    /// The transform seen in a mirror across the vertical axis (`M * self * M`, where `M` negates
    /// x): a turn about the vertical or the depth axis turns the other way, a move along x goes the
    /// other way, scales and turns about the horizontal axis stay.
    var mirroredAcrossVerticalAxis: Transform3D {
        var mirrored = self
        (mirrored.m12, mirrored.m13, mirrored.m14) = (-m12, -m13, -m14)
        (mirrored.m21, mirrored.m31, mirrored.m41) = (-m21, -m31, -m41)
        return mirrored
    }
}
