import { ProviderCallError } from "../helpers/engine/host";
import { CheckFailedError, resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { PROVIDER_KEY, withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { expectFailsAtWrongAddress } from "../helpers/wrong-address";

const apiKey = "host-cert-account-key-a11ce5e7";
const videoApiKey = "host-cert-video-key-b0b5ec12";

/** The last step of an external certificate: what its suite runs. */
export interface CertificateCompletion {
  className: "ExternalDnsCertificate" | "ExternalHttpCertificate";
  /** The operation, as the simulator's faults name it. */
  route: "completeExternalDnsCertificate" | "pullZones.completeExternalHttpCertificate";
  /** The request the completion makes. */
  call: string;
  /** The challenge its verification checks, as the API's refusal names it. */
  challenge: "DNS" | "HTTP";
}

/** The ExternalDnsCertificate scenarios, run through `runner`. */
export const externalDnsCertificateScenarios = (runner: ProviderRunner): void =>
  certificateCompletionScenarios(runner, {
    className: "ExternalDnsCertificate",
    route: "completeExternalDnsCertificate",
    call: "POST /pullzone/completeExternalDnsCertificate",
    challenge: "DNS",
  });

/** The scenarios of the last step of an external certificate (requests, answers, drift, failures), run through `runner`. */
export const certificateCompletionScenarios = (runner: ProviderRunner, completion: CertificateCompletion): void =>
  describe(`${completion.className} through the ${runner}`, () => {
  const hosted = useHostedResource(completion.className, "cdn", { apiKey, videoApiKey }, runner);

  const completed = () => hosted.sim.state.certificates.get("cdn.example.com")!.completed;
  const routes = () => hosted.sim.requests.map((request) => `${request.method} ${request.path}`);
  const posts = () => hosted.sim.requests.filter((request) => request.method !== "GET");
  /** What the program declares once its trigger changed to v2, and the outputs of the zone found to hold it. */
  const declared = { hostname: "cdn.example.com", triggers: ["v2"] };
  const found = { hostname: "cdn.example.com", pullZoneId: "310245", hasCertificate: true, pullZoneIdDeclared: false };

  function hostnameRecord(pullZoneId: string, hostname: string) {
    return hosted.sim.state.pullZones.get(pullZoneId)!.hostnames.find((record) => record.value === hostname)!;
  }

  /** Moves a hostname from one pull zone to another, as the dashboard can. */
  function moveHostname(hostname: string, from: string, to: string): void {
    const record = hostnameRecord(from, hostname);
    const source = hosted.sim.state.pullZones.get(from)!;
    source.hostnames = source.hostnames.filter((entry) => entry !== record);
    hosted.sim.state.pullZones.get(to)!.hostnames.push(record);
  }

  let state: ResourceState;

  it("first up: posts the completion, then finds the pull zone that holds the hostname", async () => {
    const up = await hosted.track(hosted.engine.up(hosted.urn, { hostname: "cdn.example.com", triggers: ["v1"] }));
    expect(up.op).toBe("create");
    expect(up.state.id).toBe("cdn.example.com");
    expect(withoutProvider(up.state.outputs)).toEqual({ ...found, triggers: ["v1"] });
    expect(up.state.outputs[PROVIDER_KEY]).toBe(hosted.provider);
    expect(routes()).toEqual([completion.call, "GET /pullzone"]);
    expect(hosted.sim.requests[0].body).toEqual({ Hostname: "cdn.example.com" });
    expect(completed()).toBe(1);
    expect(hostnameRecord("310245", "cdn.example.com").hasCertificate).toBe(true);
    state = up.state;
  });

  it("a second up plans nothing and changes nothing", async () => {
    const up = await hosted.track(hosted.engine.up(hosted.urn, { hostname: "cdn.example.com", triggers: ["v1"] }, state));
    expect(up.diff).toMatchObject({ changes: "none", replaces: [] });
    expect(up.op).toBe("same");
    expect(hosted.sim.requests).toHaveLength(0);
  });

  it("a trigger change replaces the resource, completing the certificate again", async () => {
    const up = await hosted.track(hosted.engine.up(hosted.urn, { hostname: "cdn.example.com", triggers: ["v2"] }, state));
    expect(up.op).toBe("replace");
    expect(up.diff?.replaces).toEqual(["triggers"]);
    expect(posts()).toHaveLength(1);
    expect(completed()).toBe(2);
    state = up.state;
  });

  it("refresh of an unchanged certificate lists every zone once, without their certificates, and plans nothing", async () => {
    const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
    expect(refreshed).toEqual(state);
    expect(routes()).toEqual(["GET /pullzone"]);
    expect(hosted.sim.requests[0].query).toEqual({ includeCertificate: "false" });
    expect((await hosted.engine.preview(hosted.urn, declared, refreshed)).op).toBe("same");
  });

  it("a certificate removed outside Pulumi is found by a refresh (hasCertificate false); the preview plans the replacement that completes it again", async () => {
    hosted.sim.dashboard.removeCertificate("cdn.example.com");
    const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
    expect(withoutProvider(refreshed.outputs)).toEqual({ ...found, triggers: ["v2"], hasCertificate: false });
    expect(withoutProvider(refreshed.inputs)).toEqual({ hostname: "cdn.example.com", triggers: ["v2"] });
    expect(posts()).toEqual([]);
    const plan = await hosted.engine.preview(hosted.urn, declared, refreshed);
    expect(plan.op).toBe("replace");
    expect(plan.diff?.replaces).toEqual(["hasCertificate"]);
    const up = await hosted.track(hosted.engine.up(hosted.urn, declared, refreshed));
    expect(posts().map((request) => request.body)).toEqual([{ Hostname: "cdn.example.com" }]);
    expect(hostnameRecord("310245", "cdn.example.com").hasCertificate).toBe(true);
    expect(withoutProvider(up.state.outputs)).toEqual({ ...found, triggers: ["v2"] });
    state = up.state;
    expect((await hosted.engine.preview(hosted.urn, declared, (await hosted.engine.refresh(state))!)).op).toBe("same");
  });

  it("a hostname moved to another zone is found there: the found zone is reported and makes no diff", async () => {
    moveHostname("cdn.example.com", "310245", "310247");
    try {
      const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
      expect(refreshed.outputs).toMatchObject({ pullZoneId: "310247", hasCertificate: true, pullZoneIdDeclared: false });
      expect((await hosted.engine.preview(hosted.urn, declared, refreshed)).op).toBe("same");
    } finally {
      moveHostname("cdn.example.com", "310247", "310245");
    }
  });

  it("a declared pullZoneId is an update with no call; refresh then reads that zone alone, and a 404 without proof keeps the state", async () => {
    const withZone = { ...declared, pullZoneId: 310245 };
    const up = await hosted.track(hosted.engine.up(hosted.urn, withZone, state));
    expect(up.op).toBe("update");
    expect(hosted.sim.requests).toEqual([]);
    expect(withoutProvider(up.state.outputs)).toEqual({ ...found, triggers: ["v2"], pullZoneIdDeclared: true });
    const refreshed = (await hosted.track(hosted.engine.refresh(up.state)))!;
    expect(refreshed).toEqual(up.state);
    expect(routes()).toEqual(["GET /pullzone/310245"]);
    expect(hosted.sim.requests[0].query).toEqual({ includeCertificate: "false" });
    expect((await hosted.engine.preview(hosted.urn, withZone, refreshed)).op).toBe("same");
    const other = await hosted.engine.preview(hosted.urn, { ...declared, pullZoneId: "310247" }, refreshed);
    expect([other.op, other.diff?.replaces]).toEqual(["update", []]);

    moveHostname("cdn.example.com", "310245", "310247");
    try {
      expect(await hosted.track(hosted.engine.refresh(up.state))).toBeUndefined();
    } finally {
      moveHostname("cdn.example.com", "310247", "310245");
    }
    await expectFailsAtWrongAddress(hosted, [(engine) => engine.refresh(up.state)], [
      "GET /v2/pullzone/310245 answered 404",
      "GET /v2/pullzone -> 404",
    ]);
    const saved = hosted.sim.state.pullZones.get("310245")!;
    hosted.sim.state.pullZones.delete("310245");
    try {
      expect(await hosted.track(hosted.engine.refresh(up.state))).toBeUndefined();
      hosted.sim.faults.add({ route: "getPullZone", status: 404, body: "<html><body>Not Found</body></html>", contentType: "text/html" });
      const proxied = await hosted.engine.refresh(up.state).catch((caught) => caught);
      expect(proxied).toBeInstanceOf(ProviderCallError);
      expect(proxied.message).toContain("GET /pullzone/310245 -> 404");
      hosted.seen.push(proxied.message);
    } finally {
      hosted.sim.state.pullZones.set("310245", saved);
    }
    expect(posts()).toEqual([]);
  });

  it("a pullZoneId declared with leading zeros settles: the zone the API reports is the same zone, and refresh plans nothing", async () => {
    const padded = { ...declared, pullZoneId: "0310245" };
    const up = await hosted.track(hosted.engine.up(hosted.urn, padded, state));
    expect(up.op).toBe("update");
    const refreshed = (await hosted.track(hosted.engine.refresh(up.state)))!;
    expect(refreshed.outputs.pullZoneId).toBe("310245");
    expect((await hosted.engine.preview(hosted.urn, padded, refreshed)).op).toBe("same");
    expect(withoutProvider(refreshed.outputs)).toEqual(withoutProvider(up.state.outputs));
    expect(posts()).toEqual([]);
  });

  it("a hostname that differs only in case is the same hostname: no replacement", async () => {
    const shouted = await hosted.engine.preview(hosted.urn, { ...declared, hostname: "CDN.Example.COM" }, state);
    expect([shouted.op, shouted.diff?.replaces]).toEqual(["same", []]);
    const other = await hosted.engine.preview(hosted.urn, { ...declared, hostname: "www.example.com" }, state);
    expect([other.op, other.diff?.replaces]).toEqual(["replace", ["hostname"]]);
    expect(hosted.sim.requests).toHaveLength(0);
  });

  it("without pullZoneId, a hostname that no zone holds any more is reported gone; a refused key never drops the state", async () => {
    hosted.sim.faults.add({ route: "listPullZones", status: 401, times: 1 });
    const refused = await hosted.engine.refresh(state).catch((caught) => caught);
    expect(refused).toBeInstanceOf(ProviderCallError);
    expect(refused.message).toContain("GET /pullzone -> 401");
    const zone = hosted.sim.state.pullZones.get("310245")!;
    const saved = zone.hostnames;
    zone.hostnames = saved.filter((hostname) => hostname.value !== "cdn.example.com");
    try {
      expect(await hosted.track(hosted.engine.refresh(state))).toBeUndefined();
    } finally {
      zone.hostnames = saved;
    }
    expect(hosted.sim.requests.every((request) => request.method === "GET" && request.query.includeCertificate === "false")).toBe(true);
    expect(hosted.sim.requests.some((request) => "search" in request.query)).toBe(false);
  });

  it("a state written by the previous version (no zone, no hasCertificate) plans nothing, and refresh fills them in", async () => {
    const previous: ResourceState = {
      urn: hosted.urn,
      id: "cdn.example.com",
      inputs: { hostname: "cdn.example.com", triggers: ["v2"], [PROVIDER_KEY]: hosted.provider },
      outputs: { hostname: "cdn.example.com", triggers: ["v2"], [PROVIDER_KEY]: hosted.provider },
    };
    expect((await hosted.engine.preview(hosted.urn, declared, previous)).op).toBe("same");
    const refreshed = (await hosted.track(hosted.engine.refresh(previous)))!;
    expect(withoutProvider(refreshed.outputs)).toEqual({ ...found, triggers: ["v2"] });
    expect(refreshed.inputs).toEqual(previous.inputs);
    expect((await hosted.engine.preview(hosted.urn, declared, refreshed)).op).toBe("same");
    expect(posts()).toEqual([]);
  });

  it("a create whose answer is lost fails and records nothing; the next up completes it again, as one resource", async () => {
    const urn = resourceUrn(hosted.engine.host.program, hosted.type, "lost-answer");
    hosted.sim.faults.add({ route: completion.route, drop: "mid-body", times: 1 });
    const before = completed();
    const error = await hosted.engine.up(urn, { hostname: "cdn.example.com" }).catch((caught) => caught);
    expect(error).toBeInstanceOf(ProviderCallError);
    hosted.seen.push(error.message);
    const up = await hosted.track(hosted.engine.up(urn, { hostname: "cdn.example.com" }));
    expect([up.op, up.state.id]).toEqual(["create", "cdn.example.com"]);
    expect(posts().map((request) => `${request.method} ${request.path}`)).toEqual([completion.call, completion.call]);
    expect(completed()).toBe(before + 2);
  });

  it("an import by the hostname finds its zone, and the declaration then plans nothing", async () => {
    const urn = resourceUrn(hosted.engine.host.program, hosted.type, "imported");
    const imported = await hosted.imported(urn, "cdn.example.com", { hostname: "cdn.example.com" });
    expect(withoutProvider(imported.outputs)).toEqual({ hostname: "cdn.example.com", pullZoneId: "310245", hasCertificate: true, pullZoneIdDeclared: false });
    expect(posts()).toEqual([]);
    hosted.sim.resetStats();
    const up = await hosted.track(hosted.engine.up(urn, { hostname: "cdn.example.com" }, imported));
    expect(up.op).toBe("same");
    expect(hosted.sim.requests).toEqual([]);
  });

  it("destroy forgets the certificate without calling the API", async () => {
    await hosted.engine.destroy(state);
    expect(hosted.sim.requests).toHaveLength(0);
  });

  it("refuses invalid inputs before any request: an invalid hostname fails at check", async () => {
    const error = await hosted.engine.preview(hosted.urn, { hostname: "-bad-.example.com" }).catch((caught) => caught);
    expect(error).toBeInstanceOf(CheckFailedError);
    expect(error.failures).toEqual([{ property: "hostname", reason: expect.stringContaining("must be a DNS hostname") }]);
    expect(hosted.sim.requests).toHaveLength(0);
  });

  it("a failed verification surfaces the API's status, ErrorKey, Field and Message", async () => {
    const error = await hosted.engine
      .up(resourceUrn(hosted.engine.host.program, hosted.type, "pending"), {
        hostname: "pending.example.com",
      })
      .catch((caught) => caught);
    expect(error).toBeInstanceOf(ProviderCallError);
    expect(error.message).toContain(`${completion.call} -> 400`);
    expect(error.message).toContain(`pullzone.external_${completion.challenge.toLowerCase()}_verification_failed (field Hostname)`);
    expect(error.message).toContain(`The ${completion.challenge} verification of pending.example.com failed`);
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
