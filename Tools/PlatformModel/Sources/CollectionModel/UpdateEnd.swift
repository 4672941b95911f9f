/// One end of an element's animation in a batch update: where an element shown after the update
/// starts (`appearing`) or where one shown before ends.
package struct UpdateEnd: Hashable, Sendable {
    package let key: ViewKey
    package let appearing: Bool

    package init(key: ViewKey, appearing: Bool) {
        (self.key, self.appearing) = (key, appearing)
    }
}
