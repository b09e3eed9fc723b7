#!/usr/bin/env bash
# Benchmark: `charter compose` of a repository with 200 fragments (Benchmarks/make-rules-repo.py,
# 200 fragments in 40 folders, a third of them path-scoped) into all nine targets. Target: under
# 100 ms.
#
# Times, with `charter --version` as the floor:
# - a first compose (writes 1,369 files), each run into its own fresh copy of the repository;
# - in the same run and the same place, `cp -r` of exactly those 1,369 outputs into a fresh
#   folder: what creating the files costs that file system, whatever tool writes them;
# - a compose with nothing to do, and `compose --check`.
#
# First composes are timed in three places: in memory (/dev/shm); on a journaled ext4 file
# system, as a Linux laptop has (a loop-mounted image, when this user may mount one); and on
# this machine's own disk. That disk is ext4 without a journal, where the inode allocator steps
# over every inode freed in the last 60–360 seconds: any run that comes soon after many files
# were deleted (a previous benchmark, a test suite) pays for that scan, and `cp -r` with it. So
# no run starts by deleting the previous run's files; copies are deleted at the end.
set -euo pipefail
source "$(dirname "$0")/setup.sh"
template=$PWD/$work/compose-repo
disk=$PWD/$work/compose-runs
memory=/dev/shm/charter-compose-bench
journaled=$PWD/$work/compose-journaled
image=$PWD/$work/compose-journaled.img
cleanup() {
  mountpoint -q "$journaled" 2>/dev/null && umount "$journaled"
  rm -rf "$disk" "$memory" "$journaled" "$image"
}
cleanup
trap cleanup EXIT
mkdir -p "$disk" "$memory" "$journaled"
python3 Benchmarks/make-rules-repo.py "$template" 200 40 >/dev/null
printf 'packs: [general]\ntargets: [agents, claude, cursor, copilot, gemini, windsurf, cline, kiro, junie]\n' > "$template/.charter/config.yml"
places=(memory:"$memory")
if truncate -s 1G "$image" && mkfs.ext4 -q -F -i 4096 "$image" 2>/dev/null && mount -o loop "$image" "$journaled" 2>/dev/null; then
  places+=(journaled-ext4:"$journaled")
else
  echo "(no journaled ext4: this user cannot mount a loop image)"
fi
places+=(disk:"$disk")

# The outputs alone, for the `cp -r` floor: compose a copy, then drop what is not an output.
cp -a "$template" "$disk/outputs"
"$charter" compose -C "$disk/outputs" | tail -1
(cd "$template" && find . -type f -not -path './.charter/*') | (cd "$disk/outputs" && xargs rm -f)
rm -rf "$disk/outputs/.charter" "$disk/outputs/.git"
echo "outputs: $(find "$disk/outputs" -type f | wc -l) files"

# Each timed run gets its own copy, named by a counter file. A copy is flushed to the disk
# before the run, as a repository that has been sitting there is: compose ends with one flush
# of what it wrote, which would otherwise write the copy too.
echo 0 > "$disk/n"
next="n=\$((\$(cat $disk/n) + 1)); echo \$n > $disk/n"
runs=(--prepare true -n "charter --version" "$charter --version")
for place in "${places[@]}"; do
  name=${place%%:*} folder=${place#*:}
  runs+=(--prepare "$next; cp -a $template $folder/\$n; sync" -n "compose, first run ($name)"
    "$charter compose -C $folder/\$(cat $disk/n)")
  runs+=(--prepare "$next; sync" -n "cp -r of the outputs ($name)"
    "cp -r $disk/outputs $folder/\$(cat $disk/n)-copy")
done
cp -a "$template" "$disk/steady"
"$charter" compose -C "$disk/steady" >/dev/null
runs+=(--prepare true -n "compose with nothing to do" "$charter compose -C $disk/steady")
runs+=(--prepare true -n "compose --check" "$charter compose --check -C $disk/steady")
hyperfine --warmup 2 --runs 20 --export-json "$work/compose.json" "${runs[@]}" >/dev/null 2>"$work/compose.err" || { cat "$work/compose.err"; exit 1; }
python3 - "$work/compose.json" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
by_name = {r["command"]: r["mean"] for r in results}
floor = results[0]["mean"]
print("| command | mean | min | × `--version` |\n|---|---|---|---|")
for r in results:
    print(f"| {r['command']} | {r['mean']*1000:.1f} ms | {r['min']*1000:.1f} ms | {r['mean']/floor:.2f} |")
for name, mean in by_name.items():
    if name.startswith("compose, first run ("):
        place = name[len("compose, first run ("):-1]
        print(f"first compose ÷ cp -r ({place}): {mean / by_name[f'cp -r of the outputs ({place})']:.2f}")
PY
