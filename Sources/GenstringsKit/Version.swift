public enum GenstringsKit { public static let version = "1.0.0" }
