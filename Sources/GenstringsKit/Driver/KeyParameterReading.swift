import Foundation

extension Extractor {
    /// For a catalog: the key parameters (`KeyParameters`) that the Swift files among `files`
    /// declare, read on every core before the scan, which then finds them called in any file.
    /// A file that cannot be read or decoded is passed over here (the scan reports it).
    static func keyParameters(files: [String], types: KeyParameters.Types, encoding: SourceEncoding) -> KeyParameters {
        let swiftFiles = files.filter { SourceLanguage(path: $0) == .swift }
        var found = [KeyParameters.Declarations](repeating: .init(), count: swiftFiles.count)
        found.withUnsafeMutableBufferPointer { found in
            let found = SendableBuffer(found)
            ThreadPool.shared.perform(iterations: swiftFiles.count) { i in
                guard case .success(var source) = SourceReader.read(path: swiftFiles[i], encoding: encoding) else { return }
                if source.bytes.withUnsafeBufferPointer({ text in text.baseAddress.map { hasLoneCR($0, text.count) } ?? false }) {
                    source.bytes = source.bytes.withUnsafeBufferPointer { loneCRsAsLF($0) }  // (read as LF, as the scan reads it)
                }
                found.buffer[i] = source.bytes.withUnsafeBufferPointer { text in
                    guard let base = text.baseAddress, text.count > source.start else { return .init() }
                    return KeyParameters.declarations(in: base + source.start, count: text.count - source.start, types: types)
                }
            }
        }
        return KeyParameters(found)
    }
}
