# Sourced, from the repository root, by the benchmarks that lint the 530k-line corpus
# (cache-bench.sh, text-only-bench.sh, swiftlint-bench.sh): installs what is missing (Charter's
# system packages; ripgrep and hyperfine from ../shared/bench), extracts the corpus into
# Benchmarks/.work/corpus (../shared/bench/make-corpus.sh), builds the release charter as
# `make release` does (the binary people install: on Linux with the Swift runtime linked in)
# unless CHARTER names one, and sets `work` and `charter`.
work=$PWD/Benchmarks/.work
mkdir -p "$work"
scripts/install-deps.sh
command -v rg >/dev/null && command -v hyperfine >/dev/null || bash ../shared/bench/install-peers.sh >/dev/null
[ -d "$work/corpus" ] || bash ../shared/bench/make-corpus.sh "$work/corpus" >/dev/null
# CHARTER=path times a given binary (a dynamically linked `swift build -c release`, say).
if [ -z "${CHARTER:-}" ]; then make --no-print-directory release >/dev/null; fi
charter=${CHARTER:-$PWD/.build-static/release/charter}

# corpus_repo: makes $work/cache-repo from the corpus, a git repository with one commit and no
# Charter configuration, unless it is there already.
corpus_repo() {
  local repo=$work/cache-repo
  [ -d "$repo/.git" ] && return
  rm -rf "$repo"
  cp -rL "$work/corpus" "$repo"
  rm -rf "$repo/.git" "$repo/.charter"
  git -C "$repo" init -q
  git -C "$repo" add -A
  git -C "$repo" -c user.name=bench -c user.email=bench@example.com commit -qm corpus
}
