import { DEMO } from "../../src/simulator/demo-account";
import { resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { shieldZoneSettingsSteps } from "./shield-zone-settings.scenarios";

const apiKey = "host-shield-bot-detection-account-key-8e41c0d2";
const videoApiKey = "host-shield-bot-detection-video-key-37b95fa1";

/** 310247 is the demo account's pull zone without a shield zone. */
const FREE_PULL_ZONE = 310247;

/**
 * The ShieldBotDetection scenarios (settings every shield zone has: adopted by a read and a PATCH of the declared fields,
 * never created, forgotten on destroy), run through `runner`, on the demo account's shield zone.
 */
export const shieldBotDetectionScenarios = (runner: ProviderRunner): void =>
  describe(`ShieldBotDetection through the ${runner}`, () => {
    const hosted = useHostedResource("ShieldBotDetection", "bots", { apiKey, videoApiKey }, runner);
    const zone = String(DEMO.shieldZone.id);
    const path = (shieldZoneId: string = zone) => `/shield/shield-zone/${shieldZoneId}/bot-detection`;
    const declared = { shieldZoneId: zone, executionMode: "LogOnly", browserFingerprint: { sensitivity: "High" } };
    let state: ResourceState;
    /** A second shield zone, made for the replacement. */
    let otherZone: string;
    const botDetection = async (shieldZoneId: string = zone) =>
      (await hosted.client.shieldZones.getBotDetection({ shieldZoneId: Number(shieldZoneId) })).data!;

    it("refuses invalid inputs at check, naming the field, the rule and the value, before any request", async () => {
      const failures = await hosted.refusedAtCheck({ shieldZoneId: "zone-1", executionMode: "Block", ipAddress: { sensitivity: "Extreme" } });
      expect(failures.map((failure) => failure.property)).toEqual(["shieldZoneId", "executionMode", "ipAddress.sensitivity"]);
      expect(failures[1].reason).toContain("Block");
      expect(failures[2].reason).toContain("Extreme");
    });

    it("first up: reads the zone's bot detection, sends the declared fields alone (enums as numbers), then reads it again", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared));
      expect(up.op).toBe("create");
      expect(hosted.calls()).toEqual([
        { call: `GET ${path()} 200` },
        { call: `PATCH ${path()} 200`, body: { executionMode: 0, browserFingerprint: { sensitivity: 3 } } },
        { call: `GET ${path()} 200` },
      ]);
      expect(up.state.id).toBe(zone);
      expect(withoutProvider(up.state.outputs)).toMatchObject({
        shieldZoneId: zone,
        executionMode: "LogOnly",
        // The demo zone's other settings, which the program leaves out, stay as they were.
        browserFingerprint: { sensitivity: "High", aggression: "Medium", complexEnabled: false },
        ipAddress: { sensitivity: "Low" },
        requestIntegrity: { sensitivity: "Low" },
      });
      state = up.state;
    });

    it("a second up plans nothing and makes no request", async () => {
      state = await hosted.upPlansNothing(declared, state);
    });

    it("a new mode is an update that sends the mode alone", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, executionMode: "Challenge" }, state));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([{ call: `PATCH ${path()} 200`, body: { executionMode: 1 } }]);
      expect(up.state.outputs.executionMode).toBe("Challenge");
      state = (await hosted.track(hosted.engine.up(hosted.urn, declared, up.state))).state;
      expect(state.outputs.executionMode).toBe("LogOnly");
    });

    it("another shield zone replaces the resource: that zone's settings adopted, the first zone's forgotten with no call", async () => {
      const made = await hosted.client.shieldZones.create({ body: { pullZoneId: FREE_PULL_ZONE, shieldZone: { planType: 1 } } });
      const other = String(made.data!.shieldZone!.shieldZoneId);
      otherZone = other;
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, shieldZoneId: other }, state));
      expect(up.op).toBe("replace");
      expect(up.diff?.replaces).toEqual(["shieldZoneId"]);
      expect(hosted.calls()).toEqual([
        { call: `GET ${path(other)} 200` },
        { call: `PATCH ${path(other)} 200`, body: { executionMode: 0, browserFingerprint: { sensitivity: 3 } } },
        { call: `GET ${path(other)} 200` },
      ]);
      expect((await botDetection()).executionMode).toBe(0);
      await hosted.engine.destroy(up.state);
      state = (await hosted.track(hosted.engine.up(hosted.urn, declared))).state;
    });

    it("drift made through the API is found by a refresh and undone by the next up; a change of an undeclared field plans nothing", async () => {
      await hosted.client.shieldZones.updateBotDetection({
        shieldZoneId: Number(zone),
        body: { browserFingerprint: { sensitivity: 1, complexEnabled: true }, ipAddress: { sensitivity: 3 } },
      });
      hosted.sim.resetStats();
      const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
      expect(hosted.calls()).toEqual([{ call: `GET ${path()} 200` }]);
      expect(refreshed.outputs.browserFingerprint).toEqual({ sensitivity: "Low", aggression: "Medium", complexEnabled: true });
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared, refreshed));
      expect(up.op).toBe("update");
      // Only the declared property of the declared object is sent back; the undeclared address check stays High.
      expect(hosted.calls()).toEqual([{ call: `PATCH ${path()} 200`, body: { browserFingerprint: { sensitivity: 3 } } }]);
      expect(await botDetection()).toMatchObject({ browserFingerprint: { sensitivity: 3, complexEnabled: true }, ipAddress: { sensitivity: 3 } });
      hosted.sim.resetStats();
      state = await hosted.upPlansNothing(declared, up.state);
    });

    it("Terraform's write fault: it sends every bot detection field, zeros for the undeclared; here one declared field is sent alone", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "address-only");
      const before = await botDetection();
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(urn, { shieldZoneId: zone, ipAddress: { sensitivity: "Medium" } }));
      expect(hosted.calls().filter((call) => call.call.startsWith("PATCH"))).toEqual([
        { call: `PATCH ${path()} 200`, body: { ipAddress: { sensitivity: 2 } } },
      ]);
      expect(await botDetection()).toEqual({ ...before, ipAddress: { sensitivity: 2 } });
      await hosted.engine.destroy(up.state);
      await hosted.client.shieldZones.updateBotDetection({ shieldZoneId: Number(zone), body: { ipAddress: before.ipAddress } });
    });

    shieldZoneSettingsSteps(hosted, {
      resource: "ShieldBotDetection",
      zone,
      path,
      declared,
      state: () => state,
      setState: (imported) => (state = imported),
      otherZone: () => otherZone,
      settingsName: "the bot detection's",
      read: botDetection,
      kept: ["executionMode", "LogOnly"],
      imported: { executionMode: "LogOnly" },
      keys: [apiKey, videoApiKey],
    });
  });
