import { DEMO } from "../../src/simulator/demo-account";
import type { ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { shieldZoneSettingsSteps } from "./shield-zone-settings.scenarios";

const apiKey = "host-shield-upload-scanning-account-key-5c20d9e4";
const videoApiKey = "host-shield-upload-scanning-video-key-a17f3b68";

/** 310247 is the demo account's pull zone without a shield zone. */
const FREE_PULL_ZONE = 310247;

/**
 * The ShieldUploadScanning scenarios (settings every shield zone has: adopted by a read and a PATCH of the declared
 * fields, never created, forgotten on destroy), run through `runner`, on the demo account's shield zone, whose uploads
 * are scanned with abuse material blocked and malware logged.
 */
export const shieldUploadScanningScenarios = (runner: ProviderRunner): void =>
  describe(`ShieldUploadScanning through the ${runner}`, () => {
    const hosted = useHostedResource("ShieldUploadScanning", "uploads", { apiKey, videoApiKey }, runner);
    const zone = String(DEMO.shieldZone.id);
    const path = (shieldZoneId: string = zone) => `/shield/shield-zone/${shieldZoneId}/upload-scanning`;
    const declared = { shieldZoneId: zone, antivirusScanningMode: "Block" };
    let state: ResourceState;
    /** A second shield zone, made for the replacement. */
    let otherZone: string;
    const uploadScanning = async (shieldZoneId: string = zone) =>
      (await hosted.client.shieldZones.getUploadScanning({ shieldZoneId: Number(shieldZoneId) })).data!;

    it("refuses invalid inputs at check, naming the field, the rule and the value, before any request", async () => {
      const failures = await hosted.refusedAtCheck({ shieldZoneId: "zone-1", isEnabled: "yes", csamScanningMode: "Quarantine" });
      expect(failures.map((failure) => failure.property)).toEqual(["shieldZoneId", "isEnabled", "csamScanningMode"]);
      expect(failures[2].reason).toContain("Quarantine");
    });

    it("first up: reads the zone's upload scanning, sends the declared field alone (as its number), then reads it again", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared));
      expect(up.op).toBe("create");
      expect(hosted.calls()).toEqual([
        { call: `GET ${path()} 200` },
        { call: `PATCH ${path()} 200`, body: { antivirusScanningMode: 2 } },
        { call: `GET ${path()} 200` },
      ]);
      expect(up.state.id).toBe(zone);
      // The demo zone's other settings, which the program leaves out, stay as they were.
      expect(withoutProvider(up.state.outputs)).toMatchObject({
        shieldZoneId: zone,
        isEnabled: true,
        csamScanningMode: "Block",
        antivirusScanningMode: "Block",
      });
      state = up.state;
    });

    it("a second up plans nothing and makes no request", async () => {
      state = await hosted.upPlansNothing(declared, state);
    });

    it("a new mode is an update that sends the mode alone", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, antivirusScanningMode: "Log" }, state));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([{ call: `PATCH ${path()} 200`, body: { antivirusScanningMode: 1 } }]);
      expect(up.state.outputs.antivirusScanningMode).toBe("Log");
      state = (await hosted.track(hosted.engine.up(hosted.urn, declared, up.state))).state;
      expect(state.outputs.antivirusScanningMode).toBe("Block");
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
        { call: `PATCH ${path(other)} 200`, body: { antivirusScanningMode: 2 } },
        { call: `GET ${path(other)} 200` },
      ]);
      expect(await uploadScanning(other)).toMatchObject({ isEnabled: false, antivirusScanningMode: 2 });
      expect((await uploadScanning()).antivirusScanningMode).toBe(2);
      await hosted.engine.destroy(up.state);
      state = (await hosted.track(hosted.engine.up(hosted.urn, declared))).state;
    });

    it("drift made through the API is found by a refresh and undone by the next up; a change of an undeclared field plans nothing", async () => {
      await hosted.client.shieldZones.updateUploadScanning({
        shieldZoneId: Number(zone),
        body: { antivirusScanningMode: 0, csamScanningMode: 1 },
      });
      hosted.sim.resetStats();
      const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
      expect(hosted.calls()).toEqual([{ call: `GET ${path()} 200` }]);
      expect(refreshed.outputs).toMatchObject({ antivirusScanningMode: "Disabled", csamScanningMode: "Log" });
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared, refreshed));
      expect(up.op).toBe("update");
      // Only the declared mode is sent back; the undeclared abuse material scan stays in log mode.
      expect(hosted.calls()).toEqual([{ call: `PATCH ${path()} 200`, body: { antivirusScanningMode: 2 } }]);
      expect(await uploadScanning()).toMatchObject({ antivirusScanningMode: 2, csamScanningMode: 1 });
      hosted.sim.resetStats();
      state = await hosted.upPlansNothing(declared, up.state);
      await hosted.client.shieldZones.updateUploadScanning({ shieldZoneId: Number(zone), body: { csamScanningMode: 2 } });
    });

    shieldZoneSettingsSteps(hosted, {
      resource: "ShieldUploadScanning",
      zone,
      path,
      declared,
      state: () => state,
      setState: (imported) => (state = imported),
      otherZone: () => otherZone,
      settingsName: "the upload scanning's",
      read: uploadScanning,
      kept: ["antivirusScanningMode", "Block"],
      imported: { isEnabled: true, antivirusScanningMode: "Block" },
      keys: [apiKey, videoApiKey],
    });
  });
