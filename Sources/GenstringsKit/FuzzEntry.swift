/// Entry point for the libFuzzer harness in `Fuzz/`: runs the reader, lexer and call
/// recognition over arbitrary bytes as every supported language. Must never crash or hang.
public enum FuzzEntry {
    public static func run(_ bytes: UnsafeRawBufferPointer) {
        // Filled in by the engine; kept stable for the harness.
    }
}
