struct ListView: View {
    var body: some View {
        Text("\(count) items")
        Text("Page \(page) of \(pages)")
        Text("\(name) joined")
        // Two keys of the catalog differ from the code's only in their specifiers' types: both kept.
        Text("\(percent)% done")
        // The code also gives the typed key as written: the interpolated one is that key.
        Text("Button #\(number) click")
        let title = NSLocalizedString("Button #%lld click", comment: "")
    }
}
