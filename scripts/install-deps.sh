#!/usr/bin/env bash
# Installs the system packages Charter builds against, when they are missing: libyaml,
# cmark-gfm (with its extensions), OpenSSL's libcrypto and pkg-config, from Debian's archive. Does nothing when
# everything is present. On macOS, says what to install with Homebrew.
set -euo pipefail
packages=(pkg-config libyaml-dev libcmark-gfm-dev libcmark-gfm-extensions-dev libssl-dev)

if [ "$(uname -s)" = Darwin ]; then
  pkg-config --exists yaml-0.1 libcmark-gfm libcrypto 2>/dev/null ||
    { echo "install the C libraries first: brew install pkg-config libyaml cmark-gfm openssl" >&2; exit 1; }
  exit 0
fi

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "installing ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
