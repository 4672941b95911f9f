/// One contact as the delegates see it: an item, what it touches, and the behaviour told.
struct ContactKey: Hashable {
    var item: AnyHashable
    var partner: ContactPartner
    var behavior: ObjectIdentifier
}
