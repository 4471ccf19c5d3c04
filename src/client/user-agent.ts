import { packageVersion } from "../package-version";

/** Sent as `User-Agent` on every request, so that the API's operators and a proxy can tell this tool apart. */
export const USER_AGENT = `pulumi-cloudplatform/${packageVersion} (node/${process.versions.node}; ${process.platform})`;
