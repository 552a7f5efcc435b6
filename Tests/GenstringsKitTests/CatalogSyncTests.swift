import XCTest
@testable import GenstringsKit

/// Golden before/after catalogs for `CatalogSync`.
final class CatalogSyncTests: XCTestCase {
    private func sync(_ before: String, _ strings: [ExtractedString], expecting after: String,
                      summary: CatalogSyncSummary, file: StaticString = #filePath, line: UInt = #line) throws {
        var catalog = try CatalogFixtures.catalog(before)
        let result = CatalogSync.sync(&catalog, with: strings)
        XCTAssertEqual(result, summary, file: file, line: line)
        try CatalogFixtures.assertBytes(catalog.serialized(), equalFixture: after, file: file, line: line)

        // A second sync with the same strings changes nothing.
        let again = CatalogSync.sync(&catalog, with: strings)
        XCTAssertEqual(again, CatalogSyncSummary(), file: file, line: line)
        try CatalogFixtures.assertBytes(catalog.serialized(), equalFixture: after, file: file, line: line)
    }

    func testAddsNewKeys() throws {
        try sync("empty.xcstrings", [
            ExtractedString(key: "Hello", comment: "Greeting"),
            ExtractedString(key: "settings.title", value: "Settings", comment: "Title of the settings screen"),
            ExtractedString(key: "Same", value: "Same"),
            ExtractedString(key: "Hello", comment: "Shown on the home screen"),
            ExtractedString(key: "Hello", comment: "Greeting"),
            ExtractedString(key: "item_%lld"),
            ExtractedString(key: "Über uns", comment: ""),
        ], expecting: "sync-add.after.xcstrings", summary: CatalogSyncSummary(added: 5))
    }

    func testUpdatesExistingKeys() throws {
        try sync("sync-update.before.xcstrings", [
            ExtractedString(key: "Back", comment: "Navigate back"),
            ExtractedString(key: "Cancel", comment: "Cancel button"),
            ExtractedString(key: "farewell", value: "Goodbye"),
            ExtractedString(key: "greeting", value: "Hello", comment: "Greets the user"),
            ExtractedString(key: "Help"),
            ExtractedString(key: "Hint"),
            ExtractedString(key: "Legacy"),
            ExtractedString(key: "title", value: "title"),
            ExtractedString(key: "Unchanged", comment: "Same as code"),
        ], expecting: "sync-update.after.xcstrings", summary: CatalogSyncSummary(updated: 6))
    }

    /// A source value the catalog holds numbered (`%1$@ of %2$d`, migrated from genstrings'
    /// table) is the code's `%@ of %d`: no change, and its translations are not sent for review.
    func testNumberedSourceValueIsTheCodesValue() throws {
        let before = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "pages" : {
              "extractionState" : "extracted_with_value",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "new", "value" : "%1$@ of %2$d" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ sur %2$d" } }
              }
            }
          },
          "version" : "1.0"
        }
        """
        var catalog = try StringCatalog.parse(bytes: Array(before.utf8), path: "L.xcstrings")
        let unchanged = catalog
        XCTAssertEqual(CatalogSync.sync(&catalog, with: [ExtractedString(key: "pages", value: "%@ of %d")]), CatalogSyncSummary())
        XCTAssertEqual(catalog, unchanged)
        // A real change still is one.
        XCTAssertEqual(CatalogSync.sync(&catalog, with: [ExtractedString(key: "pages", value: "%@ of %d pages")]), CatalogSyncSummary(updated: 1))
        XCTAssertEqual(catalog.strings["pages"]?.localizations["fr"]?.stringUnit?.state, .needsReview)
    }

    func testMarksKeysGoneFromCodeStale() throws {
        try sync("sync-stale.before.xcstrings", [ExtractedString(key: "Active")],
                 expecting: "sync-stale.after.xcstrings", summary: CatalogSyncSummary(staled: 4))
    }

    func testNeverTouchesManualKeys() throws {
        try sync("sync-manual.before.xcstrings", [
            ExtractedString(key: "Manual used", value: "Code value", comment: "Code comment"),
            ExtractedString(key: "New"),
        ], expecting: "sync-manual.after.xcstrings", summary: CatalogSyncSummary(added: 1))
    }

    func testStaleKeyUsedAgainWithValueBecomesExtractedWithValue() throws {
        var catalog = try CatalogFixtures.catalog("sync-stale.after.xcstrings")
        let summary = CatalogSync.sync(&catalog, with: [
            ExtractedString(key: "Gone with value", value: "Back again"),
            ExtractedString(key: "Active"), ExtractedString(key: "Already stale"), ExtractedString(key: "Gone"),
            ExtractedString(key: "Migrated old"), ExtractedString(key: "Not translatable"),
        ])
        XCTAssertEqual(summary, CatalogSyncSummary(updated: 5))
        let entry = try XCTUnwrap(catalog.strings["Gone with value"])
        XCTAssertEqual(entry.extractionState, .extractedWithValue)
        XCTAssertEqual(entry.localizations["en"]?.stringUnit, StringUnit(state: .new, value: "Back again"))
        XCTAssertNil(catalog.strings["Gone"]?.extractionState)
        XCTAssertEqual(catalog.strings["Gone"]?.localizations["de"]?.stringUnit?.value, "Weg")
        XCTAssertEqual(catalog.strings["Not translatable"]?.shouldTranslate, false)
    }

    func testExplicitValueAddedToExistingPlainKey() throws {
        var catalog = StringCatalog(sourceLanguage: "fr", strings: [
            "k": CatalogEntry(localizations: ["de": CatalogLocalization(stringUnit: StringUnit(state: .translated, value: "D"))]),
        ])
        CatalogSync.sync(&catalog, with: [ExtractedString(key: "k", value: "Valeur")])
        XCTAssertEqual(catalog.strings["k"]?.extractionState, .extractedWithValue)
        XCTAssertEqual(catalog.strings["k"]?.localizations["fr"]?.stringUnit, StringUnit(state: .new, value: "Valeur"))
        // Adding a source value where there was none is not a change of the source text.
        XCTAssertEqual(catalog.strings["k"]?.localizations["de"]?.stringUnit?.state, .translated)
    }

    func testNewSourceUnitOfKeyWithoutValueIsKept() throws {
        // Xcode keeps a `new` source unit on a key the code gives no value (real catalogs hold
        // hundreds, such as `"Bigger"` with `en` `{new, "Bigger"}`, unchanged through years of
        // syncs); only the unit of a value the code dropped goes.
        let keyItself = CatalogLocalization(stringUnit: StringUnit(state: .new, value: "Zoom in"))
        let other = CatalogLocalization(stringUnit: StringUnit(state: .new, value: "Zoom In"))
        let translated = CatalogLocalization(stringUnit: StringUnit(state: .translated, value: "Agrandir"))
        var catalog = StringCatalog(sourceLanguage: "en", strings: [
            "Zoom in": CatalogEntry(localizations: ["en": keyItself, "fr": translated]),
            "zoom.label": CatalogEntry(localizations: ["en": other]),
            "zoom.dropped": CatalogEntry(extractionState: .extractedWithValue, localizations: ["en": other, "fr": translated]),
        ])
        let summary = CatalogSync.sync(&catalog, with: [
            ExtractedString(key: "Zoom in"), ExtractedString(key: "zoom.label"), ExtractedString(key: "zoom.dropped"),
        ])
        XCTAssertEqual(summary, CatalogSyncSummary(updated: 1))
        XCTAssertEqual(catalog.strings["Zoom in"]?.localizations["en"], keyItself)
        XCTAssertEqual(catalog.strings["zoom.label"]?.localizations["en"], other)
        XCTAssertNil(catalog.strings["zoom.dropped"]?.extractionState)
        XCTAssertNil(catalog.strings["zoom.dropped"]?.localizations["en"])
        XCTAssertEqual(catalog.strings["zoom.dropped"]?.localizations["fr"], translated)
    }

    func testExistingKeyWithoutSourceGetsNoPositionalSource() throws {
        // A key migrated from `.strings` has translations but no source unit; Xcode numbers
        // the source only of keys it adds (in 7 real projects such keys stayed without one
        // from one version to the next 153 times).
        let translated = CatalogLocalization(stringUnit: StringUnit(state: .translated, value: "%1$@ sur %2$@"))
        var catalog = StringCatalog(sourceLanguage: "en", strings: [
            "%@ of %@": CatalogEntry(extractionState: .migrated, localizations: ["fr": translated]),
        ])
        CatalogSync.sync(&catalog, with: [ExtractedString(key: "%@ of %@"), ExtractedString(key: "%@ to %@")])
        XCTAssertEqual(catalog.strings["%@ of %@"], CatalogEntry(localizations: ["fr": translated]))
        XCTAssertEqual(catalog.strings["%@ to %@"]?.localizations["en"]?.stringUnit, StringUnit(state: .new, value: "%1$@ to %2$@"))
    }

    func testMergeKeepsFirstExplicitValueAndDistinctComments() {
        let merged = CatalogSync.merge([
            ExtractedString(key: "k", comment: "one"),
            ExtractedString(key: "k", value: "k"),
            ExtractedString(key: "k", value: "first", comment: "two"),
            ExtractedString(key: "k", value: "second", comment: "one"),
        ])
        XCTAssertEqual(merged, ["k": ExtractedString(key: "k", value: "first", comment: "one\ntwo")])
    }
}
