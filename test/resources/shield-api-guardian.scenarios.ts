import { DEMO } from "../../src/simulator/demo-account";
import type { ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { shieldZoneSettingsSteps } from "./shield-zone-settings.scenarios";

const apiKey = "host-shield-api-guardian-account-key-0b9e47c1";
const videoApiKey = "host-shield-api-guardian-video-key-d6384a2f";

/** 310247 is the demo account's pull zone without a shield zone. */
const FREE_PULL_ZONE = 310247;

/**
 * The ShieldApiGuardian scenarios (settings every shield zone has: adopted by a read and a PATCH of the declared
 * fields, never created, forgotten on destroy; the read's endpoints left to their own resource), run through `runner`,
 * on the demo account's shield zone, whose API Guardian logs what fails its checks and has one endpoint.
 */
export const shieldApiGuardianScenarios = (runner: ProviderRunner): void =>
  describe(`ShieldApiGuardian through the ${runner}`, () => {
    const hosted = useHostedResource("ShieldApiGuardian", "guardian", { apiKey, videoApiKey }, runner);
    const zone = String(DEMO.shieldZone.id);
    const path = (shieldZoneId: string = zone) => `/shield/shield-zone/${shieldZoneId}/api-guardian`;
    const declared = { shieldZoneId: zone, executionMode: "Block" };
    let state: ResourceState;
    /** A second shield zone, made for the replacement. */
    let otherZone: string;
    const apiGuardian = async (shieldZoneId: string = zone) =>
      (await hosted.client.shieldZones.getApiGuardian({ shieldZoneId: Number(shieldZoneId) })).data!;

    it("refuses invalid inputs at check, naming the field, the rule and the value, before any request", async () => {
      const failures = await hosted.refusedAtCheck({ shieldZoneId: "zone-1", executionMode: "Drop", bodyLimitAction: "Allow" });
      expect(failures.map((failure) => failure.property)).toEqual(["shieldZoneId", "executionMode", "bodyLimitAction"]);
      expect(failures[1].reason).toContain("Drop");
      expect(failures[2].reason).toContain("Allow");
    });

    it("first up: reads the zone's API Guardian, sends the declared field alone (as its number), then reads it again", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared));
      expect(up.op).toBe("create");
      expect(hosted.calls()).toEqual([
        { call: `GET ${path()} 200` },
        { call: `PATCH ${path()} 200`, body: { executionMode: 1 } },
        { call: `GET ${path()} 200` },
      ]);
      expect(up.state.id).toBe(zone);
      // The configuration's other fields, which the program leaves out, stay as they were; the endpoints are not here.
      const outputs = withoutProvider(up.state.outputs);
      expect(outputs).toMatchObject({
        shieldZoneId: zone,
        isEnabled: true,
        executionMode: "Block",
        bodyLimitAction: "Log",
        unmatchedPathAction: "Log",
        title: "Shop API",
        version: "1.2.0",
      });
      expect(outputs).not.toHaveProperty("endpoints");
      expect(outputs).not.toHaveProperty("configuration");
      expect((await apiGuardian()).endpoints!.map((endpoint) => endpoint.requestPath)).toEqual(["/api/orders"]);
      state = up.state;
    });

    it("a second up plans nothing and makes no request", async () => {
      state = await hosted.upPlansNothing(declared, state);
    });

    it("a new action is an update that sends the action alone", async () => {
      const changed = { ...declared, unmatchedPathAction: "Block" };
      const up = await hosted.track(hosted.engine.up(hosted.urn, changed, state));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([{ call: `PATCH ${path()} 200`, body: { unmatchedPathAction: 0 } }]);
      expect(up.state.outputs.unmatchedPathAction).toBe("Block");
      state = (await hosted.track(hosted.engine.up(hosted.urn, { ...declared, unmatchedPathAction: "Log" }, up.state))).state;
      expect(state.outputs.unmatchedPathAction).toBe("Log");
      state = (await hosted.track(hosted.engine.up(hosted.urn, declared, state))).state;
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
        { call: `PATCH ${path(other)} 200`, body: { executionMode: 1 } },
        { call: `GET ${path(other)} 200` },
      ]);
      expect((await apiGuardian(other)).configuration).toMatchObject({ isEnabled: false, executionMode: 1 });
      expect((await apiGuardian()).configuration!.executionMode).toBe(1);
      await hosted.engine.destroy(up.state);
      state = (await hosted.track(hosted.engine.up(hosted.urn, declared))).state;
    });

    it("drift made through the API is found by a refresh and undone by the next up; a change of an undeclared field plans nothing", async () => {
      await hosted.client.shieldZones.updateApiGuardian({ shieldZoneId: Number(zone), body: { executionMode: 0, bodyLimitAction: 2 } });
      hosted.sim.resetStats();
      const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
      expect(hosted.calls()).toEqual([{ call: `GET ${path()} 200` }]);
      expect(refreshed.outputs).toMatchObject({ executionMode: "Log", bodyLimitAction: "Ignore" });
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared, refreshed));
      expect(up.op).toBe("update");
      // Only the declared mode is sent back; the undeclared body limit action stays as the API has it.
      expect(hosted.calls()).toEqual([{ call: `PATCH ${path()} 200`, body: { executionMode: 1 } }]);
      expect((await apiGuardian()).configuration).toMatchObject({ executionMode: 1, bodyLimitAction: 2 });
      hosted.sim.resetStats();
      state = await hosted.upPlansNothing(declared, up.state);
      await hosted.client.shieldZones.updateApiGuardian({ shieldZoneId: Number(zone), body: { bodyLimitAction: 1 } });
    });

    shieldZoneSettingsSteps(hosted, {
      resource: "ShieldApiGuardian",
      zone,
      path,
      declared,
      state: () => state,
      setState: (imported) => (state = imported),
      otherZone: () => otherZone,
      settingsName: "the API Guardian's",
      read: apiGuardian,
      kept: ["executionMode", "Block"],
      imported: { isEnabled: true, executionMode: "Block", unmatchedPathAction: "Log" },
      importedLacks: ["title", "endpoints"],
      keys: [apiKey, videoApiKey],
    });
  });
