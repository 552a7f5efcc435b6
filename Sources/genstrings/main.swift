import GenstringsKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

StandardStream.holdClosedStreams()

// An argument that is not UTF-8 (a Linux file name in another encoding) would reach the tool
// with its bad bytes replaced, and name a file that does not exist: said at once instead.
for index in 1..<max(1, Int(CommandLine.argc)) {
    guard let raw = CommandLine.unsafeArgv[index] else { continue }
    if String(validatingCString: raw) == nil {
        let (shown, _) = raw.withMemoryRebound(to: UInt8.self, capacity: 1) { InputFiles.shownName($0) }
        Console.standard.err("genstrings: error: argument '\(shown)' is not valid UTF-8; name such files in UTF-8")
        exit(2)
    }
}
Driver.leavesMemoryToExit = true
TemporaryFiles.removeOnSignals()
// `_exit`: everything the tool prints is written with write(2) as it goes (nothing waits in a
// stdio buffer) and its files are in place; the handlers `exit` runs took 0.3 ms of each run.
_exit(Driver.run(arguments: Array(CommandLine.arguments.dropFirst())))
