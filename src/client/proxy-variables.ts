import { SettingsError } from "../errors";

/** The variables undici's EnvHttpProxyAgent reads, for plain and TLS origins; the lower-case form wins. */
const PROXY_VARIABLE_PAIRS = [
  ["http_proxy", "HTTP_PROXY"],
  ["https_proxy", "HTTPS_PROXY"],
] as const;

const SCHEME = /^([a-z][a-z0-9+.-]*):\/\//i;

/**
 * The value with the password of its user part (everything between `user:` and the last `@`, so that a password
 * holding an unencoded `@` is masked whole) replaced by `****`; a user part without a password, which may be a token,
 * is masked whole.
 */
function maskedPassword(value: string): string {
  const at = value.lastIndexOf("@");
  if (at < 0) return value;
  const start = SCHEME.exec(value)?.[0].length ?? 0;
  const colon = value.indexOf(":", start);
  const user = colon < 0 || colon > at ? "" : value.slice(start, colon + 1);
  return `${value.slice(0, start)}${user}****${value.slice(at)}`;
}

/** Whether a percent-encoded part decodes, as undici decodes the user name and password. */
function decodes(part: string): boolean {
  try {
    decodeURIComponent(part);
    return true;
  } catch {
    return false;
  }
}

/** What is wrong with a proxy URL, or undefined when undici takes it. */
function proxyUrlProblem(value: string): string | undefined {
  const scheme = SCHEME.exec(value)?.[1].toLowerCase();
  if (scheme === undefined) return "must be a URL that starts with http:// or https://";
  if (scheme !== "http" && scheme !== "https") return `must use http:// or https://, not ${scheme}://`;
  if (URL.canParse(value)) {
    const { username, password } = new URL(value);
    return [username, password].every(decodes) ? undefined : "has a % in its user name or password that is not followed by two hex digits";
  }
  const authority = value.slice(scheme.length + 3).split(/[/?#]/)[0];
  const port = /:([^:\]]*)$/.exec(authority.slice(authority.lastIndexOf("@") + 1))?.[1];
  if (port !== undefined && !(/^\d{1,5}$/.test(port) && Number(port) <= 65535)) return "has a port that is not a number from 0 to 65535";
  return "is not a valid URL: check the host name, and that any @ : / # in the user name or password is percent-encoded";
}

/**
 * Whether the environment sets a proxy. A proxy URL that undici would refuse fails with a SettingsError naming its
 * variable and what is wrong, showing the value with its password masked: undici's own error carries the raw value.
 */
export function proxyFromEnvironment(): boolean {
  let set = false;
  for (const [lower, upper] of PROXY_VARIABLE_PAIRS) {
    const name = process.env[lower] !== undefined ? lower : upper;
    const value = process.env[name];
    if (!value) continue;
    set = true;
    const problem = proxyUrlProblem(value);
    if (problem !== undefined) {
      throw new SettingsError([{ field: `environment variable ${name}`, rule: `${problem} (it holds ${maskedPassword(value)})` }]);
    }
  }
  return set;
}
