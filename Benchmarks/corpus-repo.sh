# Sourced by the benchmarks that lint the 530k-line corpus as a repository of its own.
# corpus_repo WORK: makes WORK/cache-repo from WORK/corpus (../shared/bench/make-corpus.sh), a
# git repository with one commit and no Charter configuration, unless it is there already.
corpus_repo() {
  local work=$1 repo=$1/cache-repo
  [ -d "$work/corpus" ] || bash ../shared/bench/make-corpus.sh "$work/corpus" >/dev/null
  [ -d "$repo/.git" ] && return
  rm -rf "$repo"
  cp -rL "$work/corpus" "$repo"
  rm -rf "$repo/.git" "$repo/.charter"
  git -C "$repo" init -q
  git -C "$repo" add -A
  git -C "$repo" -c user.name=bench -c user.email=bench@example.com commit -qm corpus
}
