import { defaultPluginDownloadURL, releaseOptions } from "../../scripts/release/options";

const defaultOut = (version: string) => `/checkout/release/${version}`;

describe("the options of npm run release", () => {
  test("a version alone: the default folder and the GitHub release's download address", () => {
    expect(releaseOptions(["1.4.0"], defaultOut)).toEqual({ version: "1.4.0", out: "/checkout/release/1.4.0", pluginDownloadURL: defaultPluginDownloadURL });
  });

  test("the folder and the download address as given", () => {
    const options = releaseOptions(["0.3.0-rc.1", "--out", "/tmp/r", "--plugin-download-url", "https://downloads.example/${VERSION}"], defaultOut);
    expect(options).toEqual({ version: "0.3.0-rc.1", out: "/tmp/r", pluginDownloadURL: "https://downloads.example/${VERSION}" });
  });

  test.each([
    [[], /exactly one version/],
    [["1.0"], /semantic version such as 1\.2\.0.*not "1\.0"/],
    [["v1.0.0"], /not "v1\.0\.0"/],
    [["2.0.0"], /\/v<major> suffix/],
    [["1.0.0", "--out"], /option --out needs a value/],
    [["1.0.0", "--dest", "x"], /unknown option --dest/],
    [["1.0.0", "--plugin-download-url", "ftp://host/x"], /http\(s\):\/\/, github:\/\/ or gitlab:\/\/ address, not "ftp:\/\/host\/x"/],
  ])("%j is refused, naming the rule and the value", (args, message) => {
    expect(() => releaseOptions(args, defaultOut)).toThrow(message);
  });
});
