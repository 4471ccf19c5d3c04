import { NotFoundError, NotListedError } from "../../src/errors";
import type { ExternalCertificateOutputs } from "../../src/providers/external-certificate";
import { externalDnsCertificateProvider as provider } from "../../src/providers/external-dns-certificate";
import type { RunningSimulator } from "../../src/simulator";
import { UNKNOWN } from "../helpers/engine/wire";
import { useSimulatedProvider } from "../helpers/provider-test";

let sim: RunningSimulator;
const checked = useSimulatedProvider(
  provider,
  { apiKey: "cert-test-account-key-3a9b", videoApiKey: "cert-test-video-key-71cd" },
  (started) => (sim = started),
);

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
            "must be a DNS hostname: dot-separated labels of letters, digits and '-', at most 253 characters " +
            '(got "not a hostname")',
        },
        { property: "triggers", reason: 'must be a list (got "x")' },
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
  it("posts the completion, then finds the zone that holds the hostname in the whole list", async () => {
    const inputs = await checked({ hostname: "cdn.example.com", triggers: ["v1"] });
    expect(await provider.create(inputs)).toEqual({
      id: "cdn.example.com",
      outs: { ...inputs, pullZoneId: "310245", pullZoneIdDeclared: false, hasCertificate: true },
    });
    expect(sim.requests.map((request) => [request.method, request.path, request.body])).toEqual([
      ["POST", "/pullzone/completeExternalDnsCertificate", { Hostname: "cdn.example.com" }],
      ["GET", "/pullzone", undefined],
    ]);
    expect(sim.state.certificates.get("cdn.example.com")!.completed).toBeGreaterThan(0);
  });

  it("with a pullZoneId, reads that zone alone; a zone that does not hold the hostname fails the create", async () => {
    const inputs = await checked({ hostname: "CDN.example.com", pullZoneId: 310245 });
    expect((await provider.create(inputs)).outs).toEqual({
      hostname: "CDN.example.com",
      pullZoneId: "310245",
      pullZoneIdDeclared: true,
      hasCertificate: true,
    });
    expect(sim.requests.map((request) => request.path)).toEqual(["/pullzone/completeExternalDnsCertificate", "/pullzone/310245"]);
    const error = await provider.create(await checked({ hostname: "cdn.example.com", pullZoneId: "310247" })).catch((caught) => caught);
    expect(error.message).toBe(
      "the certificate of cdn.example.com was completed, but pull zone 310247 does not hold it: check hostname and pullZoneId " +
        "(getPullZone: GET /pullzone/310247 does not list hostname cdn.example.com)",
    );
    expect(error).toBeInstanceOf(NotListedError);
    expect(error).toMatchObject({ operation: "getPullZone", method: "GET", path: "/pullzone/310247" });
    expect(error.id).toBeUndefined();
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

  it("surfaces an unknown hostname as a 404 that names the hostname and says no pull zone holds it", async () => {
    const error = await provider.create(await checked({ hostname: "other.example.com" })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toBe(
      "the certificate of other.example.com could not be completed: no pull zone of the account holds the hostname " +
        "(the API's 404). Add the hostname to a pull zone first, or check its spelling and the key's account " +
        "(completeExternalDnsCertificate failed: POST /pullzone/completeExternalDnsCertificate -> 404: Not Found)",
    );
  });
});

describe("diff", () => {
  const olds = { hostname: "cdn.example.com", triggers: [1, { a: "b" }] };

  it("answers no change for equal inputs, whatever __provider holds", async () => {
    const news = { ...(await checked({ hostname: "cdn.example.com", triggers: [1, { a: "b" }] })), __provider: "y" };
    expect(await provider.diff("cdn.example.com", { ...olds, __provider: "x" } as ExternalCertificateOutputs, news)).toEqual({
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

describe("diff of what the reads report", () => {
  const found = { hostname: "cdn.example.com", pullZoneId: "310245", pullZoneIdDeclared: false, hasCertificate: true };

  it("replaces a certificate found missing, naming hasCertificate", async () => {
    expect(await provider.diff("id", { ...found, hasCertificate: false }, await checked({ hostname: "cdn.example.com" }))).toEqual({
      changes: true,
      replaces: ["hasCertificate"],
      deleteBeforeReplace: false,
    });
  });

  it("a zone found elsewhere never makes a diff; declaring a zone, changing it or no longer declaring it is an update", async () => {
    const unchanged = { changes: false, replaces: [], deleteBeforeReplace: false };
    const update = { changes: true, replaces: [], deleteBeforeReplace: false };
    expect(await provider.diff("id", { ...found, pullZoneId: "310247" }, await checked({ hostname: "cdn.example.com" }))).toEqual(unchanged);
    expect(await provider.diff("id", found, await checked({ hostname: "cdn.example.com", pullZoneId: 310245 }))).toEqual(update);
    const declared = { ...found, pullZoneIdDeclared: true };
    expect(await provider.diff("id", declared, await checked({ hostname: "cdn.example.com", pullZoneId: 310245 }))).toEqual(unchanged);
    expect(await provider.diff("id", declared, await checked({ hostname: "cdn.example.com", pullZoneId: 310246 }))).toEqual(update);
    expect(await provider.diff("id", declared, await checked({ hostname: "cdn.example.com" }))).toEqual(update);
  });

  it("records a pullZoneId change with no call", async () => {
    const news = await checked({ hostname: "cdn.example.com", pullZoneId: 310246 });
    expect(await provider.update("id", found, news)).toEqual({ outs: { ...found, pullZoneId: "310246", pullZoneIdDeclared: true } });
    expect(await provider.update("id", { hostname: "cdn.example.com" }, await checked({ hostname: "cdn.example.com" }))).toEqual({
      outs: { hostname: "cdn.example.com", pullZoneIdDeclared: false },
    });
    expect(sim.requests).toHaveLength(0);
  });
});

describe("read", () => {
  beforeEach(() => {
    for (const zone of sim.state.pullZones.values()) {
      for (const hostname of zone.hostnames) hostname.hasCertificate = true;
    }
  });

  it("searches the whole list for the hostname in any case, never narrowed by search nor with certificates, and changes nothing", async () => {
    const state = { hostname: "Static.Example.com", triggers: ["v1"] };
    expect(await provider.read("Static.Example.com", state)).toEqual({
      id: "Static.Example.com",
      props: { ...state, pullZoneId: "310246", pullZoneIdDeclared: false, hasCertificate: true },
      inputs: state,
    });
    expect(sim.requests.map((request) => [request.method, request.path, request.query])).toEqual([["GET", "/pullzone", { includeCertificate: "false" }]]);
  });

  it("reads only the declared zone, and reports a removed certificate", async () => {
    sim.dashboard.removeCertificate("cdn.example.com");
    const state = { hostname: "cdn.example.com", pullZoneId: "310245", pullZoneIdDeclared: true, hasCertificate: true };
    expect(await provider.read("cdn.example.com", state)).toEqual({
      id: "cdn.example.com",
      props: { ...state, hasCertificate: false },
      inputs: { hostname: "cdn.example.com", pullZoneId: "310245", pullZoneIdDeclared: true },
    });
    expect(sim.requests.map((request) => [request.path, request.query])).toEqual([["/pullzone/310245", { includeCertificate: "false" }]]);
  });

  it("reports the certificate gone where no zone holds the hostname, or the declared zone is gone or does not hold it", async () => {
    expect(await provider.read("x", { hostname: "nowhere.example.com" })).toEqual({ id: "" });
    expect(await provider.read("x", { hostname: "cdn.example.com", pullZoneId: "310247", pullZoneIdDeclared: true })).toEqual({ id: "" });
    expect(await provider.read("x", { hostname: "cdn.example.com", pullZoneId: "999", pullZoneIdDeclared: true })).toEqual({ id: "" });
  });

  it("fails, keeping the state, on a 404 that is not the API's and on a refused key", async () => {
    sim.faults.add({ route: "getPullZone", status: 404, body: "<html>Not Found</html>", contentType: "text/html", times: 1 });
    await expect(provider.read("x", { hostname: "cdn.example.com", pullZoneId: "310245", pullZoneIdDeclared: true })).rejects.toThrow(
      "GET /pullzone/310245 -> 404",
    );
    sim.faults.add({ route: "listPullZones", status: 401, times: 1 });
    await expect(provider.read("x", { hostname: "cdn.example.com" })).rejects.toThrow("GET /pullzone -> 401");
  });
});

describe("delete", () => {
  it("forgets the certificate and calls nothing", async () => {
    await provider.delete("cdn.example.com", { hostname: "cdn.example.com", triggers: ["v1"] });
    expect(sim.requests).toHaveLength(0);
  });
});
