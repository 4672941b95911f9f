import CollectionModel

/// The model's stand-in for a view inside a layout container: it chooses its size for a proposal
/// as the test says, counts how often it is asked, and keeps where its container placed it. Not
/// part of SwiftUI's API.
public final class ModelView {
    /// The size the view chooses for a proposal.
    private let sizing: (ProposedViewSize) -> CGSize
    /// How many times its size was asked.
    public private(set) var sizeQueries = 0
    /// Its frame in the container's coordinates and the proposal it was placed with, after a
    /// container placed it.
    public internal(set) var placement: (frame: CGRect, proposal: ProposedViewSize)?
    /// True while its container runs `placeSubviews`, the only time it may be placed.
    var placementOpen = false
    /// How many times it was placed in the current `placeSubviews`.
    var placedInPass = 0

    /// A view that answers `sizing` for each proposal.
    public init(sizing: @escaping (ProposedViewSize) -> CGSize) {
        self.sizing = sizing
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        sizeQueries += 1
        return sizing(proposal)
    }

    /// Apple: call `place` only from `placeSubviews`; a later call for the same subview wins.
    /// https://developer.apple.com/documentation/swiftui/layoutsubview/place(at:anchor:proposal:)
    func place(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        guard placementOpen else {
            MainActor.assumeIsolated {
                PlatformFaults.raise("place(at:anchor:proposal:) called outside placeSubviews(in:proposal:subviews:cache:)")
            }
            return
        }
        let size = sizing(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        placement = (CGRect(origin: origin, size: size), proposal)
        placedInPass += 1
    }
}
