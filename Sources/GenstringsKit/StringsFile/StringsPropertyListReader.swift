import Foundation

/// Reads `.strings` files stored as XML or binary property lists through Foundation.
enum StringsPropertyListReader {
    /// The failure message; the caller adds the path (line and column are 0).
    struct Failure: Error { var message: String }

    /// The entries of a property list whose root is a dictionary of strings, sorted by key.
    static func entries(of bytes: [UInt8], format expected: StringsFileFormat) throws -> [StringsFileEntry] {
        let kind = expected == .binaryPropertyList ? "binary" : "XML"
        let root: Any
        do {
            var format = PropertyListSerialization.PropertyListFormat.xml
            root = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: &format)
            // Foundation falls back to other formats; a broken binary list may read as old-style text.
            guard format == (expected == .binaryPropertyList ? .binary : .xml) else {
                throw Failure(message: "invalid \(kind) property list")
            }
        } catch let failure as Failure {
            throw failure
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            throw Failure(message: "invalid \(kind) property list" + (detail.map { ": \($0)" } ?? ""))
        }
        guard let dictionary = root as? [String: Any] else {
            throw Failure(message: "\(kind) property list is not a dictionary of strings")
        }
        var entries: [StringsFileEntry] = []
        entries.reserveCapacity(dictionary.count)
        for key in dictionary.keys.sorted() {
            guard let value = dictionary[key] as? String else {
                throw Failure(message: "\(kind) property list: the value for key \"\(StringsEscaping.escape(key))\" is not a string")
            }
            entries.append(StringsFileEntry(key: key, value: value, rawKey: StringsEscaping.escape(key),
                                            rawValue: StringsEscaping.escape(value), comment: nil, line: 0))
        }
        return entries
    }
}
