import Foundation
import LayoutKit

/// A layout the fuzz drives: how to make a fresh one, and what the host around it needs.
struct FuzzSubject: Sendable {
    /// A name for failure messages.
    let name: String
    /// Makes the layout (a fresh one for each sequence).
    let make: @Sendable () -> any CollectionLayout
    /// How many sections the data starts with.
    let sections: Int
    /// The reading direction of the host.
    var direction: LayoutDirection = .leftToRight
    /// Whether the host measures cells (self-sizing).
    var selfSizing = false
    /// Whether the layout is the physics toy (items dropped, deletions the app answers).
    var isToy = false

    /// A flow of 60 x 60 cells with headers, the base most effects wrap.
    static func flow(_ configure: @escaping @Sendable (inout FlowConfiguration) -> Void = { _ in }) -> FlowLayout {
        FlowLayout {
            $0.itemSize = CGSize(width: 60, height: 60)
            $0.headerReferenceSize = CGSize(width: 30, height: 30)
            configure(&$0)
        }
    }

    /// Every layout, effect and composition the package offers.
    static let all: [FuzzSubject] = [
        FuzzSubject(name: "flow", make: { flow() }, sections: 3),
        FuzzSubject(name: "flow horizontal", make: { flow { $0.scrollDirection = .horizontal } }, sections: 2),
        FuzzSubject(
            name: "flow pinned",
            make: {
                flow {
                    $0.footerReferenceSize = CGSize(width: 20, height: 20)
                    $0.sectionHeadersPinToVisibleBounds = true
                    $0.sectionFootersPinToVisibleBounds = true
                }
            }, sections: 3),
        FuzzSubject(
            name: "flow self-sizing", make: { flow { $0.estimatedItemSize = CGSize(width: 60, height: 50) } },
            sections: 2, selfSizing: true),
        FuzzSubject(name: "flow backgrounds", make: { flow { $0.sectionBackground = FlowSectionBackground() } }, sections: 2),
        FuzzSubject(name: "flow right to left", make: { flow() }, sections: 2, direction: .rightToLeft),
        FuzzSubject(name: "zoom", make: { ZoomLayout() }, sections: 1),
        FuzzSubject(name: "zoomed flow", make: { flow { $0.scrollDirection = .horizontal }.zoomed() }, sections: 1),
        FuzzSubject(name: "pinchable", make: { flow().pinchable() }, sections: 2),
        FuzzSubject(name: "fly-in", make: { flow().flyingInUpdates() }, sections: 2),
        FuzzSubject(name: "paging", make: { flow { $0.scrollDirection = .horizontal }.paging() }, sections: 1),
        FuzzSubject(
            name: "looping paging",
            make: {
                flow { $0.scrollDirection = .horizontal }.looping(spacing: 10, copies: 9, recenteringBand: 3).paging(.center)
            }, sections: 1),
        FuzzSubject(name: "springy flow", make: { SpringyFlowLayout() }, sections: 2),
        FuzzSubject(name: "springy wrapper", make: { flow().springy() }, sections: 2),
        FuzzSubject(name: "springy right to left", make: { flow().springy() }, sections: 1, direction: .rightToLeft),
        FuzzSubject(name: "physics toy", make: { PhysicsToyLayout() }, sections: 1, isToy: true),
        FuzzSubject(name: "spring carousel", make: { SpringCarouselLayout() }, sections: 1),
        FuzzSubject(name: "inset transposed", make: { flow().inset(by: EdgeInsets(all: 12)).transposed() }, sections: 2),
        FuzzSubject(name: "compositional", make: { compositional() }, sections: 3),
        FuzzSubject(name: "compositional right to left", make: { compositional() }, sections: 3, direction: .rightToLeft),
        FuzzSubject(name: "list inset grouped, swipes", make: { swipeableList(.insetGrouped) }, sections: 3, selfSizing: true),
        FuzzSubject(name: "list right to left, swipes", make: { swipeableList(.plain) }, sections: 2, direction: .rightToLeft),
        FuzzSubject(name: "cover flow", make: { cards().cardEffect(.coverFlow) }, sections: 1),
        FuzzSubject(name: "deck", make: { cards().cardEffect(.deck) }, sections: 1)
    ]

    /// A list with headers and footers whose rows swipe both ways: one leading action, two
    /// trailing (the first destructive), each full swipe reported to a host that drops it.
    static func swipeableList(_ appearance: ListAppearance) -> ListLayout {
        let list = ListLayout(
            configuration: ListConfiguration(appearance: appearance, headerMode: .supplementary, footerMode: .supplementary))
        list.leadingSwipeActions = { _ in SwipeActionsConfiguration(actions: [SwipeAction(identifier: "pin", title: "Pin")]) }
        list.trailingSwipeActions = { _ in
            SwipeActionsConfiguration(actions: [
                SwipeAction(identifier: "delete", title: "Delete", style: .destructive),
                SwipeAction(identifier: "more", title: "More")
            ])
        }
        return list
    }

    /// Cards of 160 x 200 pt in a row paging to the centre, what a card effect wraps.
    static func cards() -> PagingLayout<FlowLayout> {
        flow {
            $0.scrollDirection = .horizontal
            $0.itemSize = CGSize(width: 160, height: 200)
        }.paging(.center)
    }

    /// A store front: by section, a grid of three columns with a pinned header, a row of cards
    /// paging sideways, and a springy flow (each section's own, kept while its index is).
    static func compositional() -> CompositionalLayout {
        var springs: [Int: SpringyLayout<FlowLayout>] = [:]
        return CompositionalLayout(configuration: CompositionalConfiguration(interSectionSpacing: 8)) { section, _ in
            let fill = LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))
            switch section % 3 {
            case 0:
                var row = LayoutGroup.horizontal(
                    size: LayoutSize(width: .fractionalWidth(1), height: .absolute(70)),
                    repeating: .item(LayoutItem(size: fill)), count: 3)
                row.interItemSpacing = .fixed(6)
                return CompositionalSection(
                    group: row, interGroupSpacing: 6,
                    boundaryItems: [
                        BoundarySupplementaryItem(kind: "header", height: 24, alignment: .top, pinsToVisibleBounds: true)
                    ])
            case 1:
                let card = LayoutGroup.horizontal(
                    size: LayoutSize(width: .fractionalWidth(0.7), height: .absolute(120)),
                    subitems: [.item(LayoutItem(size: fill))])
                return CompositionalSection(
                    group: card, interGroupSpacing: 10, orthogonalScrolling: .groupPaging,
                    contentInsets: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
            default:
                let layout = springs[section] ?? flow().springy()
                springs[section] = layout
                return CompositionalSection(layout: layout)
            }
        }
    }

    /// The layouts a layout change goes to.
    static let destinations: [@Sendable () -> any CollectionLayout] = [
        { flow { $0.itemSize = CGSize(width: 150, height: 150) } },
        { flow { $0.itemSize = CGSize(width: 320, height: 44) } },
        { flow().springy() },
        { SpringyFlowLayout() }
    ]
}
