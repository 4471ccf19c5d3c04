#!/usr/bin/env bash
# `npm run test:node22` (after `npm test`, which builds dist/): the tests that start real processes run again on
# Node 22, the version @pulumi/pulumi declares: @pulumi/pulumi's dynamic-provider host and the provider plugin
# starting and serving the resources, the plugin keeping its compiled code in Node's compile cache (which Node 20
# lacks), the entry module of every resource a state requires, the package's load cost, and the example as
# `npm run example` runs it.
set -euo pipefail
cd "$(dirname "$0")/.."

# A fixed set, which does not grow with the registry: the resources whose providers are written by hand each through
# the host and the plugin, and DnsRecord for the resources built from metadata rows, which share one provider (one
# found inside its parent's answer, the hardest of them). Left out, as their proof is the providers' own logic, the
# same on any Node version: the other row resources' scenarios; big-stack (the reads a refresh shares over 1,000
# resources); volume.load (429s and 503s); video.host and video.plugin (the video's lifecycle: on Node 22,
# video-upload uploads a file and run-example creates the example's video through the host).
suites=(
  test/resources/resources.program-wiring
  test/resources/volume.host test/resources/volume.plugin
  test/resources/external-dns-certificate.host test/resources/external-dns-certificate.plugin
  test/resources/waf-rule-review.host test/resources/waf-rule-review.plugin
  test/resources/video-upload.host test/resources/video-upload.plugin
  test/resources/dns-record.host test/resources/dns-record.plugin
  test/plugin/main
  test/providers/entry test/providers/dynamic-provider
  test/index.import-cost
  test/example/run-example
)
node22=$(node -p 'require("./package.json").config.node22')
npm exec --yes --package="$node22" -- node node_modules/jest/bin/jest.js "${suites[@]/%/\\.}" "$@"
