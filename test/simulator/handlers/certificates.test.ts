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
