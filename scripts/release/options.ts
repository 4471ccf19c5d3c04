/** What `npm run release` is asked to build. */
export interface ReleaseOptions {
  /** The version every artifact carries, such as `1.2.0` or `1.2.0-rc.1`. */
  version: string;
  /** The folder the artifacts and their checksums are written to; it is emptied first. */
  out: string;
  /**
   * Where the CLI of an SDK's user downloads the plugin from: the folder holding the plugin archives, in which
   * `${VERSION}` stands for the version. The CLI appends the archive's name.
   */
  pluginDownloadURL: string;
}

export const defaultPluginDownloadURL = "https://github.com/cloudplatform/pulumi-cloudplatform/releases/download/v${VERSION}";

const semver = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?$/;
const usage = "usage: npm run release -- <version> [--out <folder>] [--plugin-download-url <address>]";

/** The options of `npm run release -- <version> [--out <folder>] [--plugin-download-url <address>]`. */
export function releaseOptions(args: string[], defaultOut: (version: string) => string): ReleaseOptions {
  const positional: string[] = [];
  const named = new Map<string, string>();
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (!arg.startsWith("--")) {
      positional.push(arg);
      continue;
    }
    const value = args[++index];
    if (!["--out", "--plugin-download-url"].includes(arg)) throw new Error(`unknown option ${arg}; ${usage}`);
    if (value === undefined || value.startsWith("--")) throw new Error(`option ${arg} needs a value; ${usage}`);
    named.set(arg, value);
  }
  if (positional.length !== 1) throw new Error(`give exactly one version; ${usage}`);
  const [version] = positional;
  if (!semver.test(version)) throw new Error(`version must be a semantic version such as 1.2.0 or 1.2.0-rc.1, not "${version}"`);
  if (Number(version.split(".")[0]) >= 2) {
    throw new Error(`version ${version}: from 2.0.0 the Go SDK's module path needs a /v<major> suffix, which the schema's importBasePath does not have yet`);
  }
  const pluginDownloadURL = named.get("--plugin-download-url") ?? defaultPluginDownloadURL;
  if (!/^(https?|github|gitlab):\/\//.test(pluginDownloadURL)) {
    throw new Error(`--plugin-download-url must be an http(s)://, github:// or gitlab:// address, not "${pluginDownloadURL}"`);
  }
  return { version, out: named.get("--out") ?? defaultOut(version), pluginDownloadURL };
}
