import Foundation

struct Modern {
    func strings(count: Int, name: String) {
        _ = String(localized: "modern.plain", comment: "String(localized:)")
        _ = String(localized: "modern.default", defaultValue: "Default text", table: "Modern", bundle: .main, locale: .current, comment: "All labels")
        _ = String(localized: "\(count) files", comment: "Interpolation becomes %@")
        _ = String(localized: "\(count)% done", comment: "Percent doubled when interpolated")
        _ = String(localized: "100% literal", comment: "No interpolation: percent kept")
        _ = String(localized: "size", defaultValue: "\(count, specifier: "%lld") bytes of \(name)", comment: "Interpolated default value")
        _ = LocalizedStringResource("resource.key", defaultValue: "Resource value", table: "Modern", comment: "LocalizedStringResource")
        _ = LocalizedStringResource("resource.plain")
        _ = AttributedString(localized: "Attributed **bold**", comment: "AttributedString(localized:)")
        _ = String(format: "%d", count)
        _ = String(localized: someKey)
        _ = String(describing: count)
    }
}
