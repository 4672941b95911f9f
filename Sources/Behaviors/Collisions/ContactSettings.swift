import Foundation

/// The tuning of the contact solver, in the engine's units (pt, s). Box2D v3's choices, scaled
/// from its metres to points (100 pt = 1 m) where they are lengths or speeds.
enum ContactSettings {
    /// Shapes closer than this are given speculative contact points, in pt: half Box2D v3's
    /// four linear slops (2 pt at 100 pt to the metre). The margins also cover each shape's
    /// travel until the next detection, and a body that leaves its margin has its contacts found
    /// again at once (CollisionWorld+Outrun.swift), so the distance has only to hold what a body
    /// speeds up between two detections; at 1 pt the neighbours 1 to 2 pt apart in a resting pile
    /// are no contacts at all, and the pile steps a fifth faster than at 2 pt.
    static let speculativeDistance = 1.0
    /// Approach speeds below this are not bounced back, in pt/s: resting contacts (whose
    /// approach is gravity × step, 4 pt/s) stay at rest, fast impacts bounce.
    static let restitutionThreshold = 100.0
    /// Contacts push overlapping shapes apart at most this fast, in pt/s.
    static let maximumPushSpeed = 300.0
    /// The stiffness of a resting soft contact, in Hz: a quarter of the step rate, as stiff as
    /// the steps can show, damping ratio 10. A contact under a steady load F overlaps by
    /// F / (m ω²): 0.007 pt for a box under its own weight at 1 000 pt/s²; deeper than
    /// ``stiffeningDepth`` it stiffens (``ContactSoftness/pressed(by:step:)``).
    static let stiffness = 60.0
    static let dampingRatio = 10.0
    /// A contact touches when the gap is under this, in pt, or the contact pushed.
    static let touchDistance = 0.25
    /// A touching contact ends when the gap exceeds this, in pt, and it no longer pushes.
    static let releaseDistance = 1.0
    /// Gauss-Seidel passes over the contacts in each step (with the joints' first passes), and
    /// relaxation passes (normal rows only) after the positions moved. Box2D v3 runs one of
    /// each per substep; warm starting carries the impulses from step to step, and two of each
    /// hold piles and leave no speed behind after pushing an overlap out (one of either leaves
    /// the 2 000-box pile moving after 300 frames).
    static let iterations = 2
    static let relaxIterations = 2
    /// Overlap beyond which a contact stiffens in proportion to it, in pt, and the most it
    /// stiffens (to half the step rate: at the step rate a light box under one 200 times as
    /// dense is squeezed out so fast that the relaxation cannot take the speed back).
    static let stiffeningDepth = 0.5
    static let maximumStiffening = 2.0
    /// A contact with an immovable body (a boundary, an anchored item) holds a load as a spring
    /// this many times the resting frequency would, at any overlap, while pushing an overlap out
    /// no faster than a contact between two moving bodies (Box2D v3 makes such contacts twice as
    /// stiff in both, which here let a push-out add energy): a crowd or a pile pressed against
    /// the screen's edges overlaps them about half as deep.
    static let immovableStiffening = 2.0
    /// Contacts are found every this many internal steps (once per 60 Hz frame, as Box2D v3
    /// finds them once per 4 substeps), on the first step of each `advance` call, and when a
    /// body moves or speeds up past its margin; in between, each point's gap follows its two
    /// bodies' motion. The speculative margin covers the travel of the whole interval.
    static let detectionInterval = 4
    /// Rounds at most in which contacts still apart that a step's passes set closing join the
    /// step late, each followed by ``iterations`` passes over them and their bodies' other
    /// contacts (CollisionWorld+Active.swift); a contact set closing by the last round's passes
    /// waits for the next step.
    static let lateRounds = 4
    /// Passes of the restitution pass at most: enough for a wave to cross a cradle of 16 balls
    /// whatever the order of its contacts.
    static let restitutionPasses = 16
    /// A contact is kept without an exact test while its two bodies stay within this distance
    /// (pt) and angle (rad) of where they were tested, relative to each other, and cannot close
    /// half the speculative distance before the next detection: the test would find the same
    /// features, and the gaps follow the bodies as between detections.
    static let reuseDistance = 0.05
    static let reuseAngle = 0.002
    /// The most a followed gap may be off because a body turned since the contacts were found,
    /// in pt: a body that turns further has its contacts found again.
    static let followTolerance = 0.1
}
