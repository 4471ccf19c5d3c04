import { ProviderCallError } from "../helpers/engine/host";
import { resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { triggerClosingSteps, triggerSteps } from "./trigger.scenarios";

const apiKey = "host-cert-request-account-key-3b90d1f6";
const videoApiKey = "host-cert-request-video-key-c4e8a2b7";
/** A secret an answer is made to hold, which no state may record. */
const SECRET_IN_ANSWER = "answered-private-key-7e31c05a";

/** A request step of an external certificate: what its suite runs. */
export interface CertificateRequest {
  className: "ExternalDnsCertificateRequest" | "ExternalHttpCertificateRequest";
  /** The operation, as the simulator's faults name it. */
  route: "pullZones.requestExternalDnsCertificate" | "pullZones.requestExternalHttpCertificate";
  /** The request the run makes. */
  call: string;
  /** The outputs a run records from the answer for `cdn.example.com`, as matchers. */
  recorded: Record<string, unknown>;
  /** The recorded value that a second run answers anew. */
  fresh: (outputs: Record<string, unknown>) => unknown;
}

/** The ExternalDnsCertificateRequest scenarios, run through `runner`. */
export const externalDnsCertificateRequestScenarios = (runner: ProviderRunner): void =>
  certificateRequestScenarios(runner, {
    className: "ExternalDnsCertificateRequest",
    route: "pullZones.requestExternalDnsCertificate",
    call: "POST /pullzone/requestExternalDnsCertificate",
    recorded: {
      txtRecordName: "_acme-challenge.cdn.example.com",
      txtRecordValue: expect.stringMatching(/^[\w-]{43}$/),
      expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    },
    fresh: (outputs) => outputs.txtRecordValue,
  });

/**
 * The scenarios of a request step of an external certificate (a trigger resource whose run answers the challenge),
 * run through `runner`.
 */
export const certificateRequestScenarios = (runner: ProviderRunner, request: CertificateRequest): void =>
  describe(`${request.className} through the ${runner}`, () => {
    const hosted = useHostedResource(request.className, "request", { apiKey, videoApiKey }, runner);
    let declared: Record<string, unknown> = { hostname: "cdn.example.com", triggers: ["v1"] };
    const sent = () => hosted.sim.requests.map((sentRequest) => [`${sentRequest.method} ${sentRequest.path} ${sentRequest.status}`, sentRequest.body]);
    let state: ResourceState;

    it("refuses invalid inputs before any request, naming each input, its rule and the value", async () => {
      expect(await hosted.refusedAtCheck({ hostname: "", triggers: "v1" })).toEqual([
        { property: "hostname", reason: expect.stringContaining("at least 1") },
        { property: "triggers", reason: expect.stringMatching(/must be a list.*v1/) },
      ]);
      expect(await hosted.refusedAtCheck({ triggers: ["v1"] })).toEqual([{ property: "hostname", reason: expect.stringContaining("is required") }]);
    });

    it("first up: one POST with the hostname; the challenge the API answered recorded beside the inputs", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared));
      expect(up.op).toBe("create");
      expect(sent()).toEqual([[`${request.call} 200`, { Hostname: "cdn.example.com" }]]);
      expect(withoutProvider(up.state.outputs)).toEqual({ ...declared, ...request.recorded });
      state = up.state;
    });

    it("a second up plans nothing and makes no request", async () => {
      state = await hosted.upPlansNothing(declared, state);
    });

    it("a trigger change runs the request again: exactly one POST, the new challenge recorded", async () => {
      declared = { ...declared, triggers: ["v2"] };
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared, state));
      expect([up.op, up.diff?.replaces]).toEqual(["replace", ["triggers"]]);
      expect(sent()).toEqual([[`${request.call} 200`, { Hostname: "cdn.example.com" }]]);
      expect(withoutProvider(up.state.outputs)).toEqual({ ...declared, ...request.recorded });
      expect(request.fresh(up.state.outputs)).not.toEqual(request.fresh(state.outputs));
      state = up.state;
    });

    triggerSteps(hosted, {
      state: () => state,
      get declared() {
        return declared;
      },
      route: request.route,
      call: request.call,
      succeeded: 200,
    });

    it("a hostname that no pull zone holds fails with the API's 404, naming the call, and records nothing", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "unknown-hostname");
      const error = await hosted.engine.up(urn, { hostname: "nowhere.example.com" }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderCallError);
      expect((error as ProviderCallError).message).toContain(`${request.call} -> 404`);
      expect((error as ProviderCallError).initFailure).toBeUndefined();
      hosted.seen.push((error as ProviderCallError).message);
    });

    it("too many requests for the hostname (429 with Retry-After): the request waits and is sent again, once", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "limited");
      hosted.sim.faults.add({ route: request.route, status: 429, retryAfterSeconds: 1, times: 1 });
      const up = await hosted.track(hosted.engine.up(urn, declared));
      expect(up.op).toBe("create");
      expect(sent().map(([call]) => call)).toEqual([`${request.call} 429`, `${request.call} 200`]);
      expect(withoutProvider(up.state.outputs)).toEqual({ ...declared, ...request.recorded });
    });

    it("a field of the answer that holds a secret is never recorded, at any depth", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "secret-answer");
      const answer = { TxtRecordName: "_acme-challenge.cdn.example.com", TxtRecordValue: "proof", ExpiresAt: "2026-12-06T00:00:00Z" };
      const body = { ...answer, PrivateKey: SECRET_IN_ANSWER, Issued: { AccessKey: SECRET_IN_ANSWER, Note: "kept" } };
      hosted.sim.faults.add({ route: request.route, times: 1, body: JSON.stringify(body) });
      const up = await hosted.track(hosted.engine.up(urn, declared));
      expect(JSON.stringify(up.state.outputs)).toContain("_acme-challenge.cdn.example.com");
      expect(JSON.stringify(up.state) + hosted.engine.host.stdout + hosted.engine.host.stderr).not.toContain(SECRET_IN_ANSWER);
    });

    triggerClosingSteps(hosted, { state: () => state, keys: [apiKey, videoApiKey], shown: () => "cdn.example.com" });
  });
