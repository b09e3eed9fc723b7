// CharterKit is the library product: `import CharterKit` brings every layer, from support to
// reports (Documentation/Architecture.md), and the agent loop this target adds.
@_exported import CharterAgentFormats
@_exported import CharterCompose
@_exported import CharterDocuments
@_exported import CharterLint
@_exported import CharterPatterns
@_exported import CharterProject
@_exported import CharterReports
@_exported import CharterRules
@_exported import CharterSkills
@_exported import CharterSupport
