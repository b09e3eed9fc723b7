import MCP

/// The tools `charter mcp` offers, with the JSON schema of their arguments and a description
/// written for the agent that reads it.
enum CharterTools {
  static let rulesForPath = "rules_for_path"
  static let lint = "lint"
  static let explain = "explain"
  static let listSkills = "list_skills"
  static let readSkill = "read_skill"
  static let fix = "fix"

  /// Every tool, in the order an agent would use them.
  static let all: [Tool] = [
    Tool(
      name: rulesForPath, title: "Rules for a file",
      description: """
        Call this before you create or edit a file. Returns what you must follow for that file: \
        the prose of every rule file in force for it (AGENTS.md, .charter/rules fragments, \
        built-in packs …), lowest precedence first, each under a heading naming its path — where \
        two disagree, the later one wins — then the checks `charter lint` enforces on it, with \
        the rule file and line each comes from.
        """,
      inputSchema: schema(["path": pathProperty], required: ["path"]),
      annotations: readOnly),
    Tool(
      name: lint, title: "Lint a file",
      description: """
        Check a file against the repository's rules and get the findings as JSON (path, line, \
        column, rule, severity, message, and the rule file that declares the check). Pass \
        `content` to check unsaved text as if it were at `path` — do this before you write the \
        file; without it, the file on disk is checked. An empty `findings` list means the \
        content follows every check in force. At most 1,000 findings are listed: past that, \
        `truncated` gives how many there are.
        """,
      inputSchema: schema(["path": pathProperty, "content": contentProperty], required: ["path"]),
      annotations: readOnly),
    Tool(
      name: fix, title: "Fix a file",
      description: """
        Apply every safe fix (indentation, trailing whitespace, final newline, `prefer` checks \
        that declare a fix) to a file's content and return the corrected content, the findings \
        the fixes resolved and those that remain, as JSON. Never writes the file: write \
        `content` yourself if you want it. Pass `content` to fix unsaved text as if it were at \
        `path`.
        """,
      inputSchema: schema(["path": pathProperty, "content": contentProperty], required: ["path"]),
      annotations: readOnly),
    Tool(
      name: explain, title: "Explain the checks for a file",
      description: """
        The checks in force for a file as JSON, as `charter explain --format json` prints them: \
        each check's id, kind, severity and the rule file and line it comes from, which lower \
        declarations it overrides, and which checks were disabled and where. Use it to find out \
        why a finding was reported or where to change a rule.
        """,
      inputSchema: schema(["path": pathProperty], required: ["path"]),
      annotations: readOnly),
    Tool(
      name: listSkills, title: "List skills",
      description: """
        The skills (SKILL.md folders) of the repository, with name, description, path and \
        whether each is valid, and the names of Charter's built-in skills, as JSON. Read one \
        with `read_skill` when its description matches your task.
        """,
      inputSchema: schema([:], required: []),
      annotations: readOnly),
    Tool(
      name: readSkill, title: "Read a skill",
      description: """
        The SKILL.md of the skill `name` — the repository's own, else a built-in one: \
        instructions to follow for the task the skill describes.
        """,
      inputSchema: schema(
        ["name": .object(["type": "string", "description": "The skill's name, as `list_skills` gives it."])],
        required: ["name"]),
      annotations: readOnly),
  ]

  private static let pathProperty: Value = .object([
    "type": "string",
    "description": "The file, relative to the repository root (or absolute, inside the repository).",
  ])

  private static let contentProperty: Value = .object([
    "type": "string",
    "description": "The file's content, when it is not (yet) what is on disk: unsaved edits.",
  ])

  private static let readOnly = Tool.Annotations(readOnlyHint: true, openWorldHint: false)

  private static func schema(_ properties: [String: Value], required: [String]) -> Value {
    .object([
      "type": "object",
      "properties": .object(properties),
      "required": .array(required.map(Value.string)),
      "additionalProperties": false,
    ])
  }
}
