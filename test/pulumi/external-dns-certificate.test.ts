import { ProviderCallError } from "../helpers/engine-host";
import { CheckFailedError, resourceUrn, type ResourceState } from "../helpers/engine-lifecycle";
import { resourceType } from "../helpers/installed-package";
import { PROVIDER_KEY, withoutProvider } from "../helpers/engine-wire";
import { useHostedResource } from "../helpers/hosted-resource";

const apiKey = "host-cert-account-key-a11ce5e7";
const videoApiKey = "host-cert-video-key-b0b5ec12";

const hosted = useHostedResource("ExternalDnsCertificate", "cdn", { apiKey, videoApiKey });

const completed = () => hosted.sim.state.certificates.get("cdn.example.com")!.completed;

describe("ExternalDnsCertificate through the dynamic-provider host", () => {
  let state: ResourceState;

  it("first up: posts the completion and outputs the inputs", async () => {
    const up = await hosted.track(hosted.engine.up(hosted.urn, { hostname: "cdn.example.com", triggers: ["v1"] }));
    expect(up.op).toBe("create");
    expect(up.state.id).toBe("cdn.example.com");
    expect(withoutProvider(up.state.outputs)).toEqual({ hostname: "cdn.example.com", triggers: ["v1"] });
    expect(up.state.outputs[PROVIDER_KEY]).toBe(hosted.provider);
    expect(hosted.sim.requests.map((request) => request.body)).toEqual([{ Hostname: "cdn.example.com" }]);
    expect(completed()).toBe(1);
    state = up.state;
  });

  it("a second identical up changes nothing", async () => {
    const up = await hosted.track(hosted.engine.up(hosted.urn, { hostname: "cdn.example.com", triggers: ["v1"] }, state));
    expect(up.diff).toMatchObject({ changes: "none", replaces: [] });
    expect(up.op).toBe("same");
    expect(hosted.sim.requests).toHaveLength(0);
  });

  it("a trigger change replaces the resource, completing the certificate again", async () => {
    const up = await hosted.track(hosted.engine.up(hosted.urn, { hostname: "cdn.example.com", triggers: ["v2"] }, state));
    expect(up.op).toBe("replace");
    expect(up.diff?.replaces).toEqual(["triggers"]);
    expect(hosted.sim.requests).toHaveLength(1);
    expect(completed()).toBe(2);
    state = up.state;
  });

  it("refresh keeps the stored state without a call: the API has no read to detect drift or deletion", async () => {
    hosted.sim.state.certificates.delete("cdn.example.com");
    try {
      const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
      expect(refreshed.id).toBe("cdn.example.com");
      expect(withoutProvider(refreshed.outputs)).toEqual({ hostname: "cdn.example.com", triggers: ["v2"] });
      expect(withoutProvider(refreshed.inputs)).toEqual({ hostname: "cdn.example.com", triggers: ["v2"] });
      expect(hosted.sim.requests).toHaveLength(0);
    } finally {
      hosted.sim.state.certificates.set("cdn.example.com", { verified: true, completed: 2 });
    }
  });

  it("destroy forgets the certificate without calling the API", async () => {
    await hosted.engine.destroy(state);
    expect(hosted.sim.requests).toHaveLength(0);
  });

  it("an invalid hostname fails at check, before any request", async () => {
    const error = await hosted.engine.preview(hosted.urn, { hostname: "-bad-.example.com" }).catch((caught) => caught);
    expect(error).toBeInstanceOf(CheckFailedError);
    expect(error.failures).toEqual([{ property: "hostname", reason: expect.stringContaining("must be a DNS hostname") }]);
    expect(hosted.sim.requests).toHaveLength(0);
  });

  it("a failed verification surfaces the API's status, ErrorKey, Field and Message", async () => {
    const error = await hosted.engine
      .up(resourceUrn(hosted.engine.host.program, resourceType("ExternalDnsCertificate"), "pending"), {
        hostname: "pending.example.com",
      })
      .catch((caught) => caught);
    expect(error).toBeInstanceOf(ProviderCallError);
    expect(error.message).toContain("POST /pullzone/completeExternalDnsCertificate -> 400");
    expect(error.message).toContain("pullzone.external_dns_verification_failed (field Hostname)");
    expect(error.message).toContain("The DNS verification of pending.example.com failed");
    expect(error.initFailure).toBeUndefined();
    hosted.seen.push(error.message);
  });

  it("no key appears in any state, answer, error or host output", () => {
    const text = JSON.stringify(hosted.seen) + hosted.engine.host.stdout + hosted.engine.host.stderr;
    expect(text).toContain("cdn.example.com");
    for (const key of [apiKey, videoApiKey]) {
      expect(text).not.toContain(key);
    }
  });
});
