import { startSimulator, type RunningSimulator } from "../../../src/simulator";
import { send } from "../../helpers/sim-http";

let sim: RunningSimulator;
beforeEach(async () => {
  sim = await startSimulator();
});
afterEach(() => sim.close());

const completeWithKey = (key: string | undefined, body: unknown) =>
  send(`${sim.baseUrl}/pullzone/completeExternalDnsCertificate`, { method: "POST", key, body });
const complete = (body: unknown) => completeWithKey(sim.apiKey, body);

test("completes a verified hostname with 200 and an empty body, counting completions", async () => {
  const reply = await complete({ Hostname: "cdn.example.com" });
  expect(reply.status).toBe(200);
  expect(reply.text).toBe("");
  await complete({ Hostname: "CDN.Example.com" });
  expect(sim.state.certificates.get("cdn.example.com")!.completed).toBe(2);
});

test("answers 400 {ErrorKey, Field, Message} when the verification fails", async () => {
  const reply = await complete({ Hostname: "pending.example.com" });
  expect(reply.status).toBe(400);
  expect(reply.json).toEqual({
    ErrorKey: "pullzone.external_dns_verification_failed",
    Field: "Hostname",
    Message: expect.stringContaining("pending.example.com"),
  });
  expect(sim.state.certificates.get("pending.example.com")!.completed).toBe(0);
});

test("answers 404 without a body for a hostname not in the account", async () => {
  const reply = await complete({ Hostname: "other.example.com" });
  expect(reply.status).toBe(404);
  expect(reply.text).toBe("");
});

test("a verification fixed out of band then succeeds", async () => {
  sim.state.certificates.get("pending.example.com")!.verified = true;
  expect((await complete({ Hostname: "pending.example.com" })).status).toBe(200);
});

test.each([
  [{}, "Hostname"],
  [{ Hostname: "" }, "Hostname"],
  [{ Hostname: 42 }, "Hostname"],
  [{ Hostname: "cdn.example.com", Force: true }, "Force"],
])("answers 400 naming the field for %j", async (body, field) => {
  const reply = await complete(body);
  expect(reply.status).toBe(400);
  expect(reply.json).toMatchObject({ Field: field, ErrorKey: expect.stringMatching(/^validation\./) });
  expect(sim.state.certificates.get("cdn.example.com")!.completed).toBe(0);
});

test("answers 401 without a body when the key is missing or is the video key", async () => {
  for (const key of [undefined, sim.videoApiKey]) {
    const reply = await completeWithKey(key, { Hostname: "cdn.example.com" });
    expect(reply.status).toBe(401);
    expect(reply.text).toBe("");
  }
  expect(sim.state.certificates.get("cdn.example.com")!.completed).toBe(0);
});

const post = (path: string, body: unknown) => send(`${sim.baseUrl}/pullzone/${path}`, { method: "POST", key: sim.apiKey, body });

test("a DNS request answers the TXT record to create, a new value each time, and when the challenge expires", async () => {
  const first = await post("requestExternalDnsCertificate", { Hostname: "CDN.example.com" });
  expect(first.status).toBe(200);
  expect(first.json).toEqual({
    TxtRecordName: "_acme-challenge.cdn.example.com",
    TxtRecordValue: expect.stringMatching(/^[\w-]{43}$/),
    ExpiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  });
  expect(Date.parse((first.json as { ExpiresAt: string }).ExpiresAt)).toBeGreaterThan(Date.now());
  const second = await post("requestExternalDnsCertificate", { Hostname: "cdn.example.com" });
  expect((second.json as { TxtRecordValue: string }).TxtRecordValue).not.toBe((first.json as { TxtRecordValue: string }).TxtRecordValue);
});

test("an HTTP request answers the file to serve under /.well-known/acme-challenge/", async () => {
  const reply = await post("requestExternalHttpCertificate", { Hostname: "cdn.example.com" });
  expect(reply.status).toBe(200);
  expect(reply.json).toEqual({
    FileUrl: expect.stringMatching(/^http:\/\/cdn\.example\.com\/\.well-known\/acme-challenge\/[\w-]{43}$/),
    FileContent: expect.stringMatching(/^[\w-]{43}\.[\w-]{43}$/),
    ExpiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  });
});

test.each(["requestExternalDnsCertificate", "requestExternalHttpCertificate", "completeExternalHttpCertificate"])(
  "%s checks its body and answers 404 for a hostname not in the account, as the DNS completion does",
  async (path) => {
    expect((await post(path, { Hostname: "other.example.com" })).status).toBe(404);
    const refused = await post(path, { Hostname: "cdn.example.com", Force: true });
    expect([refused.status, refused.json]).toEqual([400, expect.objectContaining({ Field: "Force" })]);
  },
);

test("the HTTP completion gives a verified hostname its certificate, and refuses an unverified one naming the HTTP check", async () => {
  sim.dashboard.removeCertificate("cdn.example.com");
  expect((await post("completeExternalHttpCertificate", { Hostname: "cdn.example.com" })).status).toBe(200);
  expect(sim.state.pullZones.get("310245")!.hostnames.find((record) => record.value === "cdn.example.com")!.hasCertificate).toBe(true);
  const refused = await post("completeExternalHttpCertificate", { Hostname: "pending.example.com" });
  expect([refused.status, refused.json]).toEqual([400, expect.objectContaining({ ErrorKey: "pullzone.external_http_verification_failed" })]);
});
