/// The content view a `UIHostingConfiguration` makes: it shows the configuration set last. Not
/// part of SwiftUI's API.
@MainActor
final class HostingContentView: UIView, UIContentView {
    var configuration: any UIContentConfiguration

    init(showing configuration: any UIContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    required init(frame: CGRect) {
        configuration = UIHostingConfiguration { EmptyView() }
        super.init(frame: frame)
    }
}
