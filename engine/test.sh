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
# On Node 22, the TypeScript quickstart (the program and the dynamic-provider host), examples/yaml (the plugin) and
# the failures (how a wrong key is reported, the providers' exit when the CLI is killed). On Node 20 only, for CI's
# time, what does not depend on the Node version: the Python, Go, Java and TypeScript SDK programs and the reference
# pages' YAML examples run the same plugin as examples/yaml; the settings, interrupted-videos, two-accounts, big-stack,
# upgrade, CDN-and-video and containers-and-shield tests check the providers' logic (the keys in the state, the videos an interrupted up
# left, each account's own requests, the reads a refresh shares, a previous release's state refreshed without a
# change, the objects of a site related as in an account), and test:node22 requires the entry modules on 22.
echo "== the real Pulumi CLI ($("$bin_dir/pulumi" version)) on Node 22"
node22=$(node -p 'require("./package.json").config.node22')
npm exec --yes --package="$node22" -- node "${jest[@]}" \
  --testPathIgnorePatterns '/(python-program|go-program|java-program|typescript-plugin-program|dynamic-to-plugin|settings|interrupted-videos|two-accounts|big-stack|upgrade|yaml-page-examples|cdn-and-video|containers-and-shield|release-artifacts)\.test\.ts$'
