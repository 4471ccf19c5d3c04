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

    /** An OpenAPI document of the shop's orders, at `version`: the demo endpoint's POST and a GET of one order. */
    const ordersDocument = (version: string) =>
      JSON.stringify({
        openapi: "3.0.3",
        info: { title: "Orders API", version },
        paths: { "/api/orders": { post: {} }, "/api/orders/{orderId}": { get: {} } },
      });
    const withDocument = { ...declared, openApiDocument: ordersDocument("2.0.0"), enforceAuthorizationValidation: true };
    const specPath = (shieldZoneId: string = zone) => `${path(shieldZoneId)}/spec`;

    it("refuses a document declared without enforceAuthorizationValidation at check: they are declared all or none", async () => {
      const failures = await hosted.refusedAtCheck({ shieldZoneId: zone, openApiDocument: ordersDocument("2.0.0") });
      expect(failures.map((failure) => failure.property)).toEqual(["enforceAuthorizationValidation"]);
    });

    it("a document declared for a zone that has none is sent by one POST, after the configuration's PATCH", async () => {
      expect((await apiGuardian(otherZone)).configuration!.title ?? null).toBeNull();
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...withDocument, shieldZoneId: otherZone }, state));
      expect(up.op).toBe("replace");
      expect(hosted.calls()).toEqual([
        { call: `GET ${path(otherZone)} 200` },
        { call: `PATCH ${path(otherZone)} 200`, body: { executionMode: 1 } },
        { call: `POST ${specPath(otherZone)} 200`, body: { content: ordersDocument("2.0.0"), enforceAuthorizationValidation: true } },
        { call: `GET ${path(otherZone)} 200` },
      ]);
      expect(up.state.outputs).toMatchObject({ title: "Orders API", version: "2.0.0", openApiDocument: ordersDocument("2.0.0") });
      // The endpoints the document describes are the zone's, for ShieldApiGuardianEndpoint resources to adopt.
      const endpoints = (await apiGuardian(otherZone)).endpoints!.map((endpoint) => `${endpoint.requestMethod} ${endpoint.requestPath}`);
      expect(endpoints).toEqual(["POST /api/orders", "GET /api/orders/{orderId}"]);
      await hosted.engine.destroy(up.state);
    });

    it("a document declared for a zone that has one is sent by one PATCH of the document", async () => {
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, withDocument));
      expect(up.op).toBe("create");
      expect(hosted.calls()).toEqual([
        { call: `GET ${path()} 200` },
        { call: `PATCH ${path()} 200`, body: { executionMode: 1 } },
        { call: `PATCH ${specPath()} 200`, body: { content: ordersDocument("2.0.0"), enforceAuthorizationValidation: true } },
        { call: `GET ${path()} 200` },
      ]);
      expect(up.state.outputs).toMatchObject({ title: "Orders API", version: "2.0.0", enforceAuthorizationValidation: true });
      // The zone's endpoint for a path the new document keeps is the one it had.
      expect((await apiGuardian()).endpoints!.map((endpoint) => endpoint.apiGuardianEndpointId)).toContain(DEMO.apiGuardianEndpoint.id);
      state = up.state;
    });

    it("the same document again plans nothing; a changed one is one PATCH of the document alone, then a read of its version", async () => {
      state = await hosted.upPlansNothing(withDocument, state);
      const changed = { ...withDocument, openApiDocument: ordersDocument("2.1.0") };
      const up = await hosted.track(hosted.engine.up(hosted.urn, changed, state));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([
        { call: `PATCH ${specPath()} 200`, body: { content: ordersDocument("2.1.0"), enforceAuthorizationValidation: true } },
        { call: `GET ${path()} 200` },
      ]);
      expect(up.state.outputs).toMatchObject({ version: "2.1.0" });
      hosted.sim.resetStats();
      // The document is write-only: a refresh reads the version the API found in it, keeps the text as sent, and
      // finds nothing the up did not record.
      const refreshed = (await hosted.track(hosted.engine.refresh(up.state)))!;
      expect(hosted.calls()).toEqual([{ call: `GET ${path()} 200` }]);
      expect(refreshed.outputs).toEqual(up.state.outputs);
      expect(refreshed.outputs).toMatchObject({ version: "2.1.0", openApiDocument: ordersDocument("2.1.0") });
      hosted.sim.resetStats();
      state = await hosted.upPlansNothing(changed, refreshed);
    });

    it("a document no longer declared sends nothing: the state forgets it, the zone keeps it", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared, state));
      expect(hosted.calls()).toEqual([]);
      expect(up.state.outputs).not.toHaveProperty("openApiDocument");
      expect(up.state.outputs).not.toHaveProperty("enforceAuthorizationValidation");
      expect((await apiGuardian()).configuration).toMatchObject({ title: "Orders API", version: "2.1.0" });
      hosted.sim.resetStats();
      state = await hosted.upPlansNothing(declared, up.state);
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
