/// The skills embedded in Charter, from the package's top-level `skills/` folder.
///
/// They are compiled into the binary (`BuiltinSkills+Generated.swift`, written by
/// `scripts/embed-skills.sh`), so a copied `charter` executable can install them.
public enum BuiltinSkills {
  /// The names of every built-in skill, sorted.
  public static var names: [String] {
    var names: [String] = []
    for file in embedded {
      let name = String(file.path.prefix { $0 != "/" })
      if names.last != name { names.append(name) }
    }
    return names
  }

  /// The files of the skill `name`, as paths inside its folder with their text; empty when
  /// there is no such skill.
  public static func files(of name: String) -> [(path: String, text: String)] {
    embedded.compactMap { file in
      guard file.path.hasPrefix(name + "/") else { return nil }
      return (String(file.path.dropFirst(name.count + 1)), file.text + "\n")
    }
  }
}
