import { CloudPlatformClient } from "../../src/client";
import { shieldApiGuardianRow } from "../../src/providers/metadata/shield-settings";
import { shieldZoneRow } from "../../src/providers/metadata/shield-zone";
import { rowDefinition } from "../../src/providers/row-definition";
import { answeredBeside, answeredModel, envelopedCall, type RowEnvelope } from "../../src/providers/row-envelope";
import { modelName } from "../../src/providers/row-fields";
import { startSimulator, type RunningSimulator } from "../../src/simulator";
import { DEMO } from "../../src/simulator/demo-account";

// A row's envelope where the read answers the object one level further down, beside other objects (API Guardian's
// configuration beside its endpoints): the model, the fields beside it that the row must name, and the calls.

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

const guardian: RowEnvelope = { answer: "data", within: "configuration" };

test("the read's model is that of the field that holds the object, and the fields beside it are listed", () => {
  expect(modelName(answeredModel("shieldZones.getApiGuardian", guardian))).toBe("ApiGuardianConfigurationDetails");
  expect(answeredBeside("shieldZones.getApiGuardian", guardian)).toEqual(["endpoints"]);
  expect(() => answeredModel("shieldZones.getApiGuardian", { answer: "data", within: "settings" })).toThrow(
    "shieldZones.getApiGuardian's answer has no field data.settings",
  );
});

test("an envelope without `within` answers no field beside the object", () => {
  expect(answeredBeside("shieldZones.get", shieldZoneRow.envelope)).toEqual([]);
  expect(answeredBeside("shieldZones.get", undefined)).toEqual([]);
});

test("a row that leaves a field beside the object unnamed (neither owned elsewhere nor left out) is refused", () => {
  expect(() => rowDefinition({ ...shieldApiGuardianRow, ownedElsewhere: undefined })).toThrow(
    "ShieldApiGuardian: shieldZones.getApiGuardian answers endpoints beside the object, in neither ownedElsewhere nor leftOut",
  );
  expect(() => rowDefinition({ ...shieldApiGuardianRow, ownedElsewhere: undefined, leftOut: { endpoints: "a list" } })).not.toThrow();
});

test("through HTTP, the read gives the object out of its field, and the write sends a flat body and gives its flat answer", async () => {
  const call = envelopedCall(guardian);
  const shieldZoneId = DEMO.shieldZone.id;
  const read = await call(client, "shieldZones.getApiGuardian", { shieldZoneId });
  expect(read).toMatchObject({ shieldZoneId, isEnabled: true, title: "Shop API" });
  expect(read).not.toHaveProperty("endpoints");
  const written = await call(client, "shieldZones.updateApiGuardian", { shieldZoneId, body: { unmatchedPathAction: 2 } });
  expect(written).toEqual({ ...read, unmatchedPathAction: 2 });
  expect(await call(client, "shieldZones.getApiGuardian", { shieldZoneId })).toEqual(written);
});
