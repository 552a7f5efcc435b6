import XCTest
@testable import GenstringsKit

final class GlobTests: XCTestCase {
    func testPatterns() {
        XCTAssertTrue(Glob.matches("Pods/**", path: "Pods/A/x.m"))
        XCTAssertTrue(Glob.matches("Pods/**", path: "app/Pods/A/x.m"))
        XCTAssertTrue(Glob.matches("**/Generated/*", path: "src/Generated/Strings.swift"))
        XCTAssertFalse(Glob.matches("**/Generated/*", path: "src/Generator/Strings.swift"))
        XCTAssertTrue(Glob.matches("*.h", path: "src/a.h"))
        XCTAssertFalse(Glob.matches("*.h", path: "src/a.m"))
        XCTAssertTrue(Glob.matches("src/[ab].m", path: "src/b.m"))
        XCTAssertFalse(Glob.matches("/src/*.m", path: "app/src/a.m"))
    }

    /// A leading `/` anchors at the root of an absolute path, at the start of a relative one,
    /// and at the folder that was walked.
    func testAnchoredPatterns() {
        XCTAssertTrue(Glob.matches("/src/*.m", path: "src/a.m"))
        XCTAssertTrue(Glob.matches("/src/*.m", path: "./src/a.m"))
        XCTAssertTrue(Glob.matches("/work/app/src/*.m", path: "/work/app/src/a.m"))
        XCTAssertFalse(Glob.matches("/src/*.m", path: "/work/app/src/a.m"))
        XCTAssertTrue(Glob.matches("/src/*.m", path: "/work/app/src/a.m", walkedFolder: "/work/app/".utf8.count))
        XCTAssertTrue(Glob.matches("/Pods/**", path: "app/Pods/A/x.m", walkedFolder: "app/".utf8.count))
        XCTAssertFalse(Glob.matches("/Pods/**", path: "app/lib/Pods/A/x.m", walkedFolder: "app/".utf8.count))
        XCTAssertTrue(Glob.matches("/Pods/**", path: "./Pods/A/x.m", walkedFolder: "./".utf8.count))
    }

    /// A leading `./` (paths as `find .` prints them) anchors as `/` does, but an absolute path
    /// at the current folder.
    func testPatternsFromTheCurrentFolder() {
        XCTAssertTrue(Glob.matches("./Pods/A/x.m", path: "./Pods/A/x.m"))
        XCTAssertTrue(Glob.matches("./Pods/**", path: "./Pods/A/x.m"))
        XCTAssertTrue(Glob.matches("./Pods/**", path: "Pods/A/x.m"))
        XCTAssertTrue(Glob.matches("././Pods/**", path: "Pods/A/x.m"))
        XCTAssertFalse(Glob.matches("./Pods/**", path: "./app/Pods/A/x.m"))
        XCTAssertTrue(Glob.matches("./Pods/**", path: "/work/app/Pods/A/x.m", currentFolder: "/work/app"))
        XCTAssertTrue(Glob.matches("./Pods/**", path: "/work/app/Pods/A/x.m", currentFolder: "/work/app/"))
        XCTAssertFalse(Glob.matches("./Pods/**", path: "/Pods/A/x.m", currentFolder: "/work/app"))
        XCTAssertFalse(Glob.matches("./Pods/**", path: "/work/app/lib/Pods/A/x.m", currentFolder: "/work/app"))
        XCTAssertTrue(Glob.matches("./Pods/**", path: "/work/app/Pods/A/x.m", walkedFolder: "/work/app/".utf8.count,
                                   currentFolder: "/elsewhere"))
    }

    /// A pattern that matches a folder stands for everything in it (`Pods` as `Pods/**`), as in
    /// .gitignore; with a glob, only a folder inside the folder walked; with a trailing `/`,
    /// only a folder.
    func testFolderNames() {
        XCTAssertTrue(Glob.matches("Pods", path: "Pods/A/x.m"))
        XCTAssertTrue(Glob.matches("Pods", path: "app/Pods/x.m"))
        XCTAssertTrue(Glob.matches("Pods/", path: "./Pods/A/x.m"))
        XCTAssertTrue(Glob.matches("Vendor/Lib", path: "Vendor/Lib/y.swift"))
        XCTAssertTrue(Glob.matches("/Pods", path: "Pods/x.m"))
        XCTAssertFalse(Glob.matches("/Pods", path: "app/Pods/x.m"))
        XCTAssertFalse(Glob.matches("Pods", path: "MyPods/x.m"))
        XCTAssertFalse(Glob.matches("x.m/", path: "src/x.m"))
        XCTAssertTrue(Glob.matches("x.m", path: "src/x.m"))
        let walkedDot = "./".utf8.count
        XCTAssertTrue(Glob.matches("Pod?", path: "./Pods/x.m", walkedFolder: walkedDot))
        XCTAssertTrue(Glob.matches("Pods*", path: "./app/Pods/A/x.m", walkedFolder: walkedDot))
        XCTAssertFalse(Glob.matches("Pods*", path: "./app/MyPods/A/x.m", walkedFolder: walkedDot))
        XCTAssertTrue(Glob.matches("App/*", path: "./App/Pods/A/x.m", walkedFolder: walkedDot))
        XCTAssertTrue(Glob.matches("App/*/", path: "./App/Pods/A/x.m", walkedFolder: walkedDot))
        XCTAssertTrue(Glob.matches("App/*", path: "App/x.m"))
        XCTAssertTrue(Glob.matches("**/Generated/*", path: "src/Generated/deeper/Strings.swift", walkedFolder: "src/".utf8.count))
        XCTAssertFalse(Glob.matches("*.h", path: "./src/a.m", walkedFolder: walkedDot))
        XCTAssertTrue(Glob.matches("/Pod?", path: "./Pods/A/x.m", walkedFolder: walkedDot))
        XCTAssertFalse(Glob.matches("/Pod?", path: "./app/Pods/A/x.m", walkedFolder: walkedDot))
        XCTAssertTrue(Glob.matches(".*", path: "./.build/x.m", walkedFolder: walkedDot))
        // A glob matches no folder above the walked one, nor any folder of a path named on the
        // command line: not the `..` of `../App/a.m`, not the checkout the input lies in.
        XCTAssertFalse(Glob.matches(".*", path: "../App/a.m"))
        XCTAssertFalse(Glob.matches(".*", path: "../App/a.m", walkedFolder: "../App/".utf8.count))
        XCTAssertFalse(Glob.matches("*Tests*", path: "/tmp/MyAppTests/a.m", walkedFolder: "/tmp/MyAppTests/".utf8.count))
        XCTAssertTrue(Glob.matches("*Tests*", path: "/tmp/MyAppTests/FooTests.m", walkedFolder: "/tmp/MyAppTests/".utf8.count))
        XCTAssertFalse(Glob.matches("Pod?", path: "Pods/x.m"))
        // Without a glob, a folder name still stands for the folder wherever it is.
        XCTAssertTrue(Glob.matches("Pods", path: "/work/Pods/x.m", walkedFolder: "/work/Pods/".utf8.count))
    }

    /// Many stars against a long name: the right answer (and in polynomial time; a plain
    /// backtracking matcher would not finish).
    func testManyStarsOnLongNames() {
        let path = "d/" + String(repeating: "a", count: 200) + ".m"
        XCTAssertFalse(Glob.matches(String(repeating: "*a", count: 12) + "*b", path: path))
        XCTAssertTrue(Glob.matches(String(repeating: "*a", count: 12) + "*.m", path: path))
        XCTAssertFalse(Glob.matches(String(repeating: "**a", count: 7) + "**b", path: path))
        XCTAssertTrue(Glob.matches("d/" + String(repeating: "a?", count: 100) + ".m", path: path))
        XCTAssertFalse(Glob.matches("d/" + String(repeating: "a?", count: 100) + "?.m", path: path))
    }

    /// `**/` also stands for no folder at all.
    func testDoubleStarSlashMatchesNoFolder() {
        XCTAssertTrue(Glob.matches("src/**/*.m", path: "src/Top.m"))
        XCTAssertTrue(Glob.matches("src/**/*.m", path: "src/sub/Deep.m"))
        XCTAssertTrue(Glob.matches("**/Top.m", path: "Top.m"))
    }
}
