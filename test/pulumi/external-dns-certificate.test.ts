import { startSimulator, type RunningSimulator } from "../../src/simulator";
import { ProviderCallError } from "../helpers/engine-host";
import { CheckFailedError, resourceUrn, startEngine, type Engine, type ResourceState } from "../helpers/engine-lifecycle";
import { PROVIDER_KEY, withoutProvider } from "../helpers/engine-wire";
import {
  installPackage,
  registeredProvider,
  resourceType,
  simulatorStack,
  timingReport,
} from "../helpers/installed-package";

const apiKey = "host-cert-account-key-a11ce5e7";
const videoApiKey = "host-cert-video-key-b0b5ec12";

let sim: RunningSimulator;
let engine: Engine;
let provider: string;
let urn: string;
const seen: unknown[] = [];

beforeAll(async () => {
  const program = await installPackage();
  provider = await registeredProvider(program, "ExternalDnsCertificate");
  sim = await startSimulator({ apiKey, videoApiKey });
  engine = await startEngine(program, { config: simulatorStack(sim), provider });
  urn = resourceUrn(program, resourceType("ExternalDnsCertificate"), "cdn");
}, 300_000);

afterAll(async () => {
  if (engine) {
    console.log(timingReport("ExternalDnsCertificate", engine));
    await engine.close();
  }
  await sim?.close();
});

beforeEach(() => {
  sim.resetStats();
  sim.faults.clear();
});

async function track<T>(result: Promise<T>): Promise<T> {
  const value = await result;
  seen.push(value);
  return value;
}

const completed = () => sim.state.certificates.get("cdn.example.com")!.completed;

describe("ExternalDnsCertificate through the dynamic-provider host", () => {
  let state: ResourceState;

  it("first up: posts the completion and outputs the inputs", async () => {
    const up = await track(engine.up(urn, { hostname: "cdn.example.com", triggers: ["v1"] }));
    expect(up.op).toBe("create");
    expect(up.state.id).toBe("cdn.example.com");
    expect(withoutProvider(up.state.outputs)).toEqual({ hostname: "cdn.example.com", triggers: ["v1"] });
    expect(up.state.outputs[PROVIDER_KEY]).toBe(provider);
    expect(sim.requests.map((request) => request.body)).toEqual([{ Hostname: "cdn.example.com" }]);
    expect(completed()).toBe(1);
    state = up.state;
  });

  it("a second identical up changes nothing", async () => {
    const up = await track(engine.up(urn, { hostname: "cdn.example.com", triggers: ["v1"] }, state));
    expect(up.diff).toMatchObject({ changes: "none", replaces: [] });
    expect(up.op).toBe("same");
    expect(sim.requests).toHaveLength(0);
  });

  it("a trigger change replaces the resource, completing the certificate again", async () => {
    const up = await track(engine.up(urn, { hostname: "cdn.example.com", triggers: ["v2"] }, state));
    expect(up.op).toBe("replace");
    expect(up.diff?.replaces).toEqual(["triggers"]);
    expect(sim.requests).toHaveLength(1);
    expect(completed()).toBe(2);
    state = up.state;
  });

  it("refresh keeps the stored state without a call: the API has no read to detect drift or deletion", async () => {
    sim.state.certificates.delete("cdn.example.com");
    try {
      const refreshed = (await track(engine.refresh(state)))!;
      expect(refreshed.id).toBe("cdn.example.com");
      expect(withoutProvider(refreshed.outputs)).toEqual({ hostname: "cdn.example.com", triggers: ["v2"] });
      expect(withoutProvider(refreshed.inputs)).toEqual({ hostname: "cdn.example.com", triggers: ["v2"] });
      expect(sim.requests).toHaveLength(0);
    } finally {
      sim.state.certificates.set("cdn.example.com", { verified: true, completed: 2 });
    }
  });

  it("destroy forgets the certificate without calling the API", async () => {
    await engine.destroy(state);
    expect(sim.requests).toHaveLength(0);
  });

  it("an invalid hostname fails at check, before any request", async () => {
    const error = await engine.preview(urn, { hostname: "-bad-.example.com" }).catch((caught) => caught);
    expect(error).toBeInstanceOf(CheckFailedError);
    expect(error.failures).toEqual([{ property: "hostname", reason: expect.stringContaining("must be a DNS hostname") }]);
    expect(sim.requests).toHaveLength(0);
  });

  it("a failed verification surfaces the API's status, ErrorKey, Field and Message", async () => {
    const error = await engine
      .up(resourceUrn(engine.host.program, resourceType("ExternalDnsCertificate"), "pending"), {
        hostname: "pending.example.com",
      })
      .catch((caught) => caught);
    expect(error).toBeInstanceOf(ProviderCallError);
    expect(error.message).toContain("POST /pullzone/completeExternalDnsCertificate -> 400");
    expect(error.message).toContain("pullzone.external_dns_verification_failed (field Hostname)");
    expect(error.message).toContain("The DNS verification of pending.example.com failed");
    expect(error.initFailure).toBeUndefined();
    seen.push(error.message);
  });

  it("no key appears in any state, answer, error or host output", () => {
    const text = JSON.stringify(seen) + engine.host.stdout + engine.host.stderr;
    expect(text).toContain("cdn.example.com");
    for (const key of [apiKey, videoApiKey]) {
      expect(text).not.toContain(key);
    }
  });
});
