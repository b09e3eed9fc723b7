extension FeatureFlagFork {
  public static let triggering = [
    """
    func checkout() {
      if ⟪useLegacyCheckout⟫ {
        legacyCheckout()
      } else {
        newCheckout()
      }
    }
    """,
    """
    func render(settings: Settings) -> Screen {
      guard !settings.⟪isLegacyLayout⟫ else { return oldLayout() }
      return settings.⟪searchV2Enabled⟫ == true ? newSearch() : oldSearch()
    }
    """,
    """
    func start() {
      let screen = FeatureFlags.shared.⟪newFlow⟫ && isLoggedIn ? NewFlowScreen() : OldFlowScreen()
      while ⟪legacyMode⟫ || retries > 0 { retries -= 1 }
      if settings.⟪legacyPlayerEnabled⟫ { playLegacy() }
      if !(⟪useOldPlayer⟫), screen.isReady { play() }
    }
    """,
  ]
  public static let nonTriggering = [
    """
    func clean() {
      if legacyItems.isEmpty || legacyCount > 0 { return }
      if let legacyMode = settings.legacyMode { apply(legacyMode) }
    }
    """,
    """
    func restore(entry: Entry) {
      let legacyMatch = entry.name == legacyName
      if describedMatch || legacyMatch { restore(entry) }
      if legacyCleanupPending, !isLegacyFormatDetected { cleanUp() }
      let layout = legacyShowAll ? Layout.stacked : Layout.segmented
    }
    """,
    """
    func greet(user: User) -> String {
      let useNewFlow = true
      return user.isNewUser ? "Welcome" : "Welcome back"
    }
    """,
    """
    func apply(mode: Mode) {
      if mode == legacyMode { reset() }
      if isLegacyEnabled(for: mode) { reset() }
      let legacy = isLegacyAllowed ?? false
    }
    """,
  ]
}
