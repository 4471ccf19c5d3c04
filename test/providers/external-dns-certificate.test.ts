import {
  externalDnsCertificateProvider as provider,
  type ExternalDnsCertificateState,
} from "../../src/providers/external-dns-certificate";
import { startSimulator, type RunningSimulator } from "../../src/simulator";
import { UNKNOWN } from "../helpers/engine-wire";
import { configureRequest, simulatorConfig } from "../helpers/provider-config";

let sim: RunningSimulator;

beforeAll(async () => {
  sim = await startSimulator({ apiKey: "cert-test-account-key-3a9b", videoApiKey: "cert-test-video-key-71cd" });
  await provider.configure(configureRequest(simulatorConfig(sim)));
});

afterAll(() => sim.close());

beforeEach(() => {
  sim.resetStats();
  sim.faults.clear();
});

async function checked(news: Record<string, unknown>): Promise<ExternalDnsCertificateState> {
  const result = await provider.check({}, news);
  expect(result.failures).toBeUndefined();
  return result.inputs!;
}

describe("check", () => {
  it("keeps the hostname and the triggers", async () => {
    expect(await checked({ hostname: "cdn.example.com", triggers: [1, "a", { b: true }], __provider: "x" })).toEqual({
      hostname: "cdn.example.com",
      triggers: [1, "a", { b: true }],
    });
  });

  it("names the property and the rule of each invalid input, before any request", async () => {
    expect(await provider.check({}, { hostname: "not a hostname", triggers: "x" })).toEqual({
      failures: [
        {
          property: "hostname",
          reason:
            "must be a DNS hostname: dot-separated labels of letters, digits and '-', at most 253 characters",
        },
        { property: "triggers", reason: "must be a list" },
      ],
    });
    expect(await provider.check({}, {})).toEqual({ failures: [{ property: "hostname", reason: "is required" }] });
    expect(sim.requests).toHaveLength(0);
  });

  it("lets triggers unknown during a preview through", async () => {
    expect(await checked({ hostname: "cdn.example.com", triggers: [UNKNOWN] })).toEqual({
      hostname: "cdn.example.com",
      triggers: [UNKNOWN],
    });
  });
});

describe("create", () => {
  it("posts the completion and outputs the inputs", async () => {
    const inputs = await checked({ hostname: "cdn.example.com", triggers: ["v1"] });
    expect(await provider.create(inputs)).toEqual({ id: "cdn.example.com", outs: inputs });
    expect(sim.requests.map((request) => [request.method, request.path, request.body])).toEqual([
      ["POST", "/pullzone/completeExternalDnsCertificate", { Hostname: "cdn.example.com" }],
    ]);
    expect(sim.state.certificates.get("cdn.example.com")!.completed).toBeGreaterThan(0);
  });

  it("surfaces a failed verification with the API's ErrorKey, Field and Message, without the key", async () => {
    const error = await provider.create(await checked({ hostname: "pending.example.com" })).catch((caught) => caught);
    expect(error.message).toContain("POST /pullzone/completeExternalDnsCertificate -> 400");
    expect(error.message).toContain("pullzone.external_dns_verification_failed");
    expect(error.message).toContain("(field Hostname)");
    expect(error.message).toContain("The DNS verification of pending.example.com failed");
    expect(error.message).not.toContain(sim.apiKey);
    expect(error.id).toBeUndefined();
  });

  it("surfaces an unknown hostname as a 404", async () => {
    await expect(provider.create(await checked({ hostname: "other.example.com" }))).rejects.toThrow(/-> 404/);
  });
});

describe("diff", () => {
  const olds = { hostname: "cdn.example.com", triggers: [1, { a: "b" }] };

  it("answers no change for equal inputs, whatever __provider holds", async () => {
    const news = { ...(await checked({ hostname: "cdn.example.com", triggers: [1, { a: "b" }] })), __provider: "y" };
    expect(await provider.diff("cdn.example.com", { ...olds, __provider: "x" } as ExternalDnsCertificateState, news)).toEqual({
      changes: false,
      replaces: [],
      deleteBeforeReplace: false,
    });
  });

  it("replaces on a hostname or trigger change", async () => {
    expect(await provider.diff("id", olds, await checked({ hostname: "cdn.example.com", triggers: [2, { a: "b" }] }))).toEqual(
      { changes: true, replaces: ["triggers"], deleteBeforeReplace: false },
    );
    expect((await provider.diff("id", olds, await checked({ hostname: "www.example.com", triggers: olds.triggers }))).replaces).toEqual(
      ["hostname"],
    );
    expect((await provider.diff("id", olds, await checked({ hostname: "cdn.example.com" }))).replaces).toEqual(["triggers"]);
  });
});

describe("read and delete", () => {
  it("keep the stored state and call nothing", async () => {
    const state = { hostname: "cdn.example.com", triggers: ["v1"] };
    expect(await provider.read("cdn.example.com", state)).toEqual({ id: "cdn.example.com", props: state, inputs: state });
    await provider.delete("cdn.example.com", state);
    expect(sim.requests).toHaveLength(0);
  });
});
