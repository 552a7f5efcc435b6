let appVersion = 3
