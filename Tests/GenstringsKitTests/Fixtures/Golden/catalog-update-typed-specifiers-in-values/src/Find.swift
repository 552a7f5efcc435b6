// The catalog holds Xcode's typed, numbered text for an interpolated default value: no change.
let position = String(localized: "Find.position", defaultValue: "\(index)/\(count)", table: "TextFind")
let matches = String(localized: "Find.matches", defaultValue: "\(matchCount) matches", table: "TextFind")
// A changed text is one (its translations go to review), written numbered like a new one.
let replaced = String(localized: "Find.replaced", defaultValue: "\(count) of \(total) replaced", table: "TextFind")
let added = String(localized: "Find.added", defaultValue: "\(count) of \(total) added", table: "TextFind")
// A source text the developer made of plural substitutions stays as it is.
let metrics = String(localized: "Find.metrics", defaultValue: "\(matchCount) matches in \(fileCount) files", table: "TextFind")
