struct ListView: View {
    var body: some View {
        Text("\(count) items")
        Text("Page \(page) of \(pages)")
        Text("\(name) joined")
    }
}
