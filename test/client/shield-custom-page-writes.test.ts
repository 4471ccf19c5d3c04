import { CloudPlatformClient } from "../../src/client";
import { startSimulator, type RunningSimulator } from "../../src/simulator";
import { DEMO } from "../../src/simulator/demo-account";

// The API writes a shield zone's custom pages back whole, so two uploads at once on one zone may lose one: the
// client makes the writes of one zone one at a time.

let sim: RunningSimulator;
beforeEach(async () => {
  sim = await startSimulator({ writeRaceMs: 50 });
});
afterEach(() => sim.close());

test("three pages uploaded at once on one zone are all held afterwards", async () => {
  const client = new CloudPlatformClient({ apiKey: sim.apiKey, baseUrl: sim.baseUrl, maxRetries: 0 });
  const shieldZoneId = DEMO.shieldZone.id;
  const types = ["block", "challenge", "ratelimit"] as const;
  await Promise.all(types.map((pageType) => client.shieldZones.replaceCustomPage({ shieldZoneId, pageType, body: `<p>${pageType}</p>` })));
  for (const pageType of types) await expect(client.shieldZones.getCustomPage({ shieldZoneId, pageType })).resolves.toBe(`<p>${pageType}</p>`);
});
