#!/usr/bin/env bash
# Reads a Vitest log on stdin and prints the test files Vitest could not even import ("Failed to import test
# file", a module fetch from Vite's server that failed on a loaded machine), one per line, only when those are
# the run's only failures: a failed test ("FAIL ... > name") prints nothing, so that CI never reruns a real
# failure (#35, .ci/run).
clean=$(sed 's/\x1b\[[0-9;]*m//g')
if printf '%s\n' "$clean" | grep -E '^ *FAIL .* > ' >/dev/null; then exit 0; fi
printf '%s\n' "$clean" | grep -oE 'Failed to import test file [^ ]+' | sed 's/^Failed to import test file //' | sort -u
