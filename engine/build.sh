#!/usr/bin/env bash
# Builds the Pulumi CLI, its language hosts and the dynamic-provider launcher from the Go module proxy, at the versions
# pinned in engine/*/go.mod, into one folder of a cache outside the checkout, and prints that folder. A build already
# in the cache is reused; a `pulumi` on PATH is used instead (its folder is printed) unless PULUMI_ENGINE_BUILD=always.
# PULUMI_ENGINE_BUILD=cached only looks: it prints the cached folder, or exits 3 without building.
#
#   bash engine/build.sh            # prints e.g. ~/.cache/pulumi-cloudplatform/engine/pulumi-v3.274.1-<key>/bin
#
# Environment: PULUMI_ENGINE_CACHE (default ${XDG_CACHE_HOME:-~/.cache}/pulumi-cloudplatform/engine).
set -euo pipefail

engine_dir=$(cd "$(dirname "$0")" && pwd)
cli_version=$(sed -n 's|^require github.com/pulumi/pulumi/pkg/v3 v||p' "$engine_dir/cli/go.mod")
yaml_version=$(sed -n 's|^require github.com/pulumi/pulumi-yaml ||p' "$engine_dir/language-yaml/go.mod")
java_version=$(sed -n 's|^require github.com/pulumi/pulumi-java/pkg ||p' "$engine_dir/language-java/go.mod")
log() { echo "engine/build.sh: $*" >&2; }

if [[ "${PULUMI_ENGINE_BUILD:-}" != always ]] && existing=$(command -v pulumi); then
  log "using the pulumi on PATH: $existing ($(pulumi version))"
  dirname "$existing"
  exit 0
fi

# The key changes with any file that goes into the build, so an edited host or a new pin builds afresh.
key=$(cd "$engine_dir" && find cli language-yaml language-java languages pulumi-resource-pulumi-nodejs build.sh -type f \
  -print0 | sort -z | xargs -0 sha256sum | sha256sum | cut -c1-12)
cache_root=${PULUMI_ENGINE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/pulumi-cloudplatform/engine}
target=$cache_root/pulumi-v$cli_version-$key
if [[ -x "$target/bin/pulumi" ]]; then
  log "reusing $target"
  echo "$target/bin"
  exit 0
fi
if [[ "${PULUMI_ENGINE_BUILD:-}" == cached ]]; then
  log "no build in $target"
  exit 3
fi
if ! command -v go >/dev/null; then
  log "no pulumi on PATH and no Go to build it: install Go 1.26 or later (https://go.dev/dl/), or the Pulumi CLI"
  exit 127
fi

# A network hiccup must not fail the build: the modules a package needs are fetched with retries (a refusal, 403, 404
# or 410, is final and not retried), then the build runs offline from the module cache.
download() {
  local dir=$1 package=$2 attempt output
  for attempt in 1 2 3 4; do
    if output=$(cd "$dir" && go list -deps "$package" 2>&1 >/dev/null); then
      return 0
    fi
    echo "$output" >&2
    if grep -qE ' (403|404|410) ' <<<"$output" || [[ $attempt == 4 ]]; then
      log "could not fetch the modules of $package; the proxy's answer is above"
      return 1
    fi
    log "fetching the modules of $package failed (attempt $attempt); retrying in $((attempt * 10)) s"
    sleep $((attempt * 10))
  done
}

build() {
  local dir=$1 package=$2 output=$3 ldflags=$4
  download "$dir" "$package"
  log "building $package"
  (cd "$dir" && GOPROXY=off go build -trimpath -o "$output" -ldflags "$ldflags" "$package")
}

mkdir -p "$cache_root"
staging=$(mktemp -d "$target.staging-XXXXXX")
trap 'rm -rf "$staging"' EXIT
started=$SECONDS
sdk_version_flag=github.com/pulumi/pulumi/sdk/v3/go/common/version.Version
build "$engine_dir/cli" github.com/pulumi/pulumi/pkg/v3/cmd/pulumi "$staging/bin/pulumi" \
  "-X $sdk_version_flag=v$cli_version"
build "$engine_dir/language-yaml" github.com/pulumi/pulumi-yaml/cmd/pulumi-language-yaml \
  "$staging/bin/pulumi-language-yaml" "-X github.com/pulumi/pulumi-yaml/pkg/version.Version=$yaml_version"
build "$engine_dir/language-java" github.com/pulumi/pulumi-java/pkg/cmd/pulumi-language-java \
  "$staging/bin/pulumi-language-java" "-X github.com/pulumi/pulumi-java/pkg/version.Version=$java_version"
for language in nodejs python go; do
  build "$engine_dir/languages" "./$language" "$staging/bin/pulumi-language-$language" "-X main.version=$cli_version"
done
# Upstream's runner of Python programs, which the Python host starts; it comes with the SDK module the hosts build with.
sdk_dir=$(cd "$engine_dir/languages" && GOPROXY=off go list -m -f '{{.Dir}}' github.com/pulumi/pulumi/sdk/v3)
install -m 0755 "$sdk_dir/python/cmd/pulumi-language-python-exec" "$staging/bin/pulumi-language-python-exec"
install -m 0755 "$engine_dir/pulumi-resource-pulumi-nodejs" "$staging/bin/pulumi-resource-pulumi-nodejs"

rm -rf "$target"
mv "$staging" "$target"
trap - EXIT
log "built pulumi v$cli_version, pulumi-language-yaml $yaml_version, pulumi-language-java $java_version and the Node, Python and Go hosts in $((SECONDS - started)) s: $target"
echo "$target/bin"
