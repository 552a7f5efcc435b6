import GenstringsKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(Driver.run(arguments: Array(CommandLine.arguments.dropFirst())))
