import * as pulumi from "@pulumi/pulumi";
import { specialSecretSig, specialSigKey } from "@pulumi/pulumi/runtime/rpc";
import { ExternalDnsCertificate, PullZone, VideoLibrary, VideoUpload, Volume, WafRuleReview } from "../../src";

interface Registered {
  type: string;
  name: string;
  inputs: Record<string, unknown>;
}

const registered: Registered[] = [];

// Stands in for the engine: answers with the inputs plus what the provider would compute.
const computed: Record<string, Record<string, unknown>> = {
  "pulumi-nodejs:dynamic/cloudplatform:Volume": { name: "data", size: 20, managedFields: ["size"] },
  "pulumi-nodejs:dynamic/cloudplatform:VideoUpload": { sha256: "ab".repeat(32), bytes: 9, mtimeMs: 1 },
  "pulumi-nodejs:dynamic/cloudplatform:PullZone": { pullZoneId: "310245" },
  "pulumi-nodejs:dynamic/cloudplatform:VideoLibrary": { videoLibraryId: "4242", apiKey: "wired-library-key" },
};

beforeAll(() =>
  pulumi.runtime.setMocks(
    {
      newResource: (args) => {
        registered.push({ type: args.type, name: args.name, inputs: args.inputs });
        return { id: `${args.name}-id`, state: { ...args.inputs, ...computed[args.type] } };
      },
      call: () => {
        throw new Error("the package makes no provider function calls");
      },
    },
    "wiring",
    "test",
    false,
  ),
);

function valueOf<T>(output: pulumi.Output<T>): Promise<T> {
  return new Promise((resolve) => output.apply(resolve));
}

/** A value as the engine receives a secret input. */
function secretInput(value: unknown): Record<string, unknown> {
  return { [specialSigKey]: specialSecretSig, value };
}

function registration(name: string): Registered {
  const found = registered.find((entry) => entry.name === name);
  if (!found) {
    throw new Error(`${name} was not registered`);
  }
  return found;
}

describe("resource wiring", () => {
  it("Volume registers its type, only the inputs set and the provider, and exposes the outputs", async () => {
    const volume = new Volume("data", { appId: "app-demo", volumeId: pulumi.output("vol-data"), size: 20 });
    expect(await valueOf(volume.id)).toBe("data-id");
    const { type, inputs } = registration("data");
    expect(type).toBe("pulumi-nodejs:dynamic/cloudplatform:Volume");
    expect(volume).toBeInstanceOf(pulumi.dynamic.Resource);
    expect(Object.keys(inputs).sort()).toEqual(["__provider", "appId", "size", "volumeId"]);
    expect(inputs).toMatchObject({ appId: "app-demo", volumeId: "vol-data", size: 20 });
    expect(inputs.__provider).toBe('exports.handler = () => require("pulumi-cloudplatform/dist/providers/entry/volume.js");');
    expect(await valueOf(pulumi.all([volume.appId, volume.volumeId, volume.name, volume.size, volume.managedFields]))).toEqual([
      "app-demo",
      "vol-data",
      "data",
      20,
      ["size"],
    ]);
  });

  it("ExternalDnsCertificate passes hostname and triggers", async () => {
    const certificate = new ExternalDnsCertificate("cdn", { hostname: "cdn.example.com", triggers: [1, { b: "c" }] });
    expect(await valueOf(certificate.triggers)).toEqual([1, { b: "c" }]);
    expect(registration("cdn")).toMatchObject({
      type: "pulumi-nodejs:dynamic/cloudplatform:ExternalDnsCertificate",
      inputs: { hostname: "cdn.example.com", triggers: [1, { b: "c" }] },
    });
  });

  it("a PullZone's pullZoneId and a VideoLibrary's apiKey are inputs of the resources that take them, with no cast", async () => {
    const zone = new PullZone("wired-zone", { name: "wired", originUrl: "https://origin.example.org" });
    const certificate = new ExternalDnsCertificate("wired-cdn", { hostname: "wired.example.com", pullZoneId: zone.pullZoneId });
    const library = new VideoLibrary("wired-library", { name: "wired" });
    const upload = new VideoUpload("wired-upload", {
      libraryId: library.videoLibraryId,
      libraryApiKey: library.apiKey,
      videoId: "5f3b6c1e-0000-4000-8000-000000000001",
      filePath: __filename,
    });
    await valueOf(pulumi.all([certificate.id, upload.id]));
    expect(registration("wired-cdn").inputs).toMatchObject({ hostname: "wired.example.com", pullZoneId: "310245" });
    expect(registration("wired-upload").inputs).toMatchObject({ libraryId: "4242", libraryApiKey: secretInput("wired-library-key") });
  });

  it("a secret input given in plain text is registered as a secret, so that the state's inputs hold it encrypted", async () => {
    const upload = new VideoUpload("plain-key-upload", {
      libraryId: 4242,
      libraryApiKey: "plain-library-key",
      videoId: "5f3b6c1e-0000-4000-8000-000000000001",
      filePath: __filename,
    });
    const zone = new PullZone("plain-secret-zone", { name: "plain-secret-zone", awsSigningSecret: "plain-signing-secret" });
    await valueOf(pulumi.all([upload.id, zone.id]));
    expect(registration("plain-key-upload").inputs.libraryApiKey).toEqual(secretInput("plain-library-key"));
    expect(registration("plain-secret-zone").inputs.awsSigningSecret).toEqual(secretInput("plain-signing-secret"));
    expect(registration("plain-secret-zone").inputs.name).toBe("plain-secret-zone");
  });

  it("WafRuleReview takes another resource's output as an input", async () => {
    const volume = new Volume("zone-source", { appId: "app-demo", volumeId: "vol-logs" });
    const review = new WafRuleReview("review", {
      shieldZoneId: volume.size.apply((size) => size * 1000),
      ruleId: 942100,
      action: "logOnly",
    });
    expect(await valueOf(review.action)).toBe("logOnly");
    expect(registration("review")).toMatchObject({
      type: "pulumi-nodejs:dynamic/cloudplatform:WafRuleReview",
      inputs: { shieldZoneId: 20000, ruleId: 942100, action: "logOnly" },
    });
  });

  it("VideoUpload sends the options by their API names and exposes the fingerprint", async () => {
    const upload = new VideoUpload("intro", {
      libraryId: 4242,
      videoId: "5f3b6c1e-0000-4000-8000-000000000001",
      filePath: "intro.mp4",
      enabledResolutions: ["720p"],
      generateChapters: true,
    });
    expect(await valueOf(pulumi.all([upload.sha256, upload.bytes, upload.generateChapters]))).toEqual(["ab".repeat(32), 9, true]);
    const { type, inputs } = registration("intro");
    expect(type).toBe("pulumi-nodejs:dynamic/cloudplatform:VideoUpload");
    expect(Object.keys(inputs).sort()).toEqual([
      "__provider",
      "enabledResolutions",
      "filePath",
      "generateChapters",
      "libraryId",
      "videoId",
    ]);
  });
});
