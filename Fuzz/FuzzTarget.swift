// libFuzzer target: compiled together with Sources/GenstringsKit by Scripts/fuzz.sh.
@_cdecl("LLVMFuzzerTestOneInput")
public func genstringsFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzEntry.run(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}
