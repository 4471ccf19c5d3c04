import { CloudPlatformClient } from "../../src/client";
import { declarationOf } from "../../src/client/declaration-of";
import { callForContent, contentModel, envelopeData } from "../../src/providers/answer-envelope";
import { modelName } from "../../src/providers/row-fields";
import { startSimulator, type RunningSimulator } from "../../src/simulator";
import { DEMO } from "../../src/simulator/demo-account";

let sim: RunningSimulator;
let client: CloudPlatformClient;
beforeAll(async () => {
  sim = await startSimulator();
  client = new CloudPlatformClient({ apiKey: sim.apiKey, baseUrl: sim.baseUrl, videoUrl: sim.videoUrl, maxRetries: 0 });
});
afterAll(async () => {
  await client.close();
  await sim.close();
});

test("a shield answer of `data` and `error` is an envelope: its content is the model in `data`", () => {
  expect(modelName(envelopeData(declarationOf("shieldZones.getAccessList").answer)!)).toBe("CustomAccessList");
  expect(modelName(contentModel("shieldZones.createAccessList"))).toBe("CustomAccessList");
});

test("an answer with fields besides `data` and a report, or with no `data`, is its own content", () => {
  // The list of a zone's access lists has `error` beside lists and counts: no envelope.
  expect(envelopeData(declarationOf("shieldZones.getAccessLists").answer)).toBeUndefined();
  expect(envelopeData(declarationOf("pullZones.get").answer)).toBeUndefined();
  expect(contentModel("pullZones.get")).toBe(declarationOf("pullZones.get").answer);
});

test("a call through HTTP gives the object in `data` of an envelope, and a whole answer otherwise", async () => {
  const shieldZoneId = DEMO.shieldZone.id;
  const created = await callForContent(client, "shieldZones.createAccessList", {
    shieldZoneId,
    body: { name: "Envelope", type: 3, content: "FR" },
  });
  expect(created).toMatchObject({ name: "Envelope", type: 3, content: "FR" });
  expect(typeof created.id).toBe("number");
  const read = await callForContent(client, "shieldZones.getAccessList", { shieldZoneId, accessListId: created.id });
  expect(read).toEqual(created);
  const zone = await callForContent(client, "pullZones.get", { pullZoneId: DEMO.pullZone.id });
  expect(zone).toMatchObject({ Id: DEMO.pullZone.id, Name: DEMO.pullZone.name });
});
