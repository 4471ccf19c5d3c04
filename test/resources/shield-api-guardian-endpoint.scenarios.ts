import { DEMO } from "../../src/simulator/demo-account";
import { concretePath } from "../../src/simulator/stored-objects";
import { ProviderCallError } from "../helpers/engine/host";
import { resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { shieldZoneSettingsSteps } from "./shield-zone-settings.scenarios";

const apiKey = "host-shield-api-guardian-endpoint-account-key-3e71c0d9";
const videoApiKey = "host-shield-api-guardian-endpoint-video-key-a52f86b4";

/** 310247 is the demo account's pull zone without a shield zone. */
const FREE_PULL_ZONE = 310247;

/** The demo zone's one endpoint, `POST /api/orders`. */
const ORDERS = String(DEMO.apiGuardianEndpoint.id);

/**
 * The ShieldApiGuardianEndpoint scenarios (the settings of one endpoint of a zone's API Guardian, made by the API from
 * the zone's OpenAPI document and read among the `endpoints` of its API Guardian: adopted by a PATCH of the declared
 * fields, never created, forgotten on destroy), run through `runner`, on the demo account's shield zone.
 */
export const shieldApiGuardianEndpointScenarios = (runner: ProviderRunner): void =>
  describe(`ShieldApiGuardianEndpoint through the ${runner}`, () => {
    const hosted = useHostedResource("ShieldApiGuardianEndpoint", "orders", { apiKey, videoApiKey }, runner);
    const zone = String(DEMO.shieldZone.id);
    const apiGuardian = (shieldZoneId: string = zone) => `/shield/shield-zone/${shieldZoneId}/api-guardian`;
    const endpoint = (endpointId: string, shieldZoneId: string = zone) => `${apiGuardian(shieldZoneId)}/endpoint/${endpointId}`;
    const declared = { shieldZoneId: zone, endpointId: ORDERS, validateResponseBodySchema: true, rateLimitingTimeframe: "PerOneHour" };
    let state: ResourceState;
    /** A second shield zone whose document has an endpoint, for the gone step. */
    let otherZone: string;
    /** The zone's API Guardian as the API reads it. */
    const read = async (shieldZoneId: string = zone) =>
      (await hosted.client.shieldZones.getApiGuardian({ shieldZoneId: Number(shieldZoneId) })).data!;
    /** The endpoint as the zone's API Guardian lists it. */
    const listed = async (endpointId: string = ORDERS, shieldZoneId: string = zone) =>
      (await read(shieldZoneId)).endpoints!.find((found) => String(found.apiGuardianEndpointId) === endpointId);
    /**
     * Gives the zone's API Guardian the endpoints `endpoints` (id, method and path), as the upload of an OpenAPI document
     * outside Pulumi does: the simulator makes nothing from a document, so its store is written.
     */
    const documentWith = (shieldZoneId: string, endpoints: { id: number; method: string; path: string }[]) => {
      const at = concretePath("api", ["shield", "shield-zone", shieldZoneId, "api-guardian"], {});
      const settings = hosted.sim.state.table.settings(at) ?? {};
      const made = endpoints.map(({ id, method, path }) => ({
        apiGuardianEndpointId: id,
        shieldZoneId: Number(shieldZoneId),
        requestMethod: method,
        requestPath: path,
        validateRequestBodySchema: false,
        validateResponseBodySchema: false,
        validateAuthorization: false,
        isEnabled: true,
        detectParameterXss: false,
        detectParameterSqli: false,
        rateLimitingEnabled: false,
        rateLimitingType: "Global",
        rateLimitingRequestCount: 0,
        rateLimitingTimeframe: 60,
        createdAt: "2026-02-01T09:00:00Z",
      }));
      const kept = ((settings.endpoints ?? []) as { apiGuardianEndpointId: number }[]).filter((found) =>
        endpoints.every(({ id }) => id !== found.apiGuardianEndpointId),
      );
      hosted.sim.state.table.setSettings(at, { ...settings, endpoints: [...kept, ...made] });
    };
    /** Takes the endpoint `endpointId` out of the zone's API Guardian, as a new document without it does. */
    const documentWithout = (shieldZoneId: string, endpointId: string) => {
      const at = concretePath("api", ["shield", "shield-zone", shieldZoneId, "api-guardian"], {});
      const settings = hosted.sim.state.table.settings(at)!;
      const endpoints = (settings.endpoints as { apiGuardianEndpointId: number }[]).filter(
        (found) => String(found.apiGuardianEndpointId) !== endpointId,
      );
      hosted.sim.state.table.setSettings(at, { ...settings, endpoints });
    };

    it("refuses invalid inputs at check, naming the field, the rule and the value, before any request", async () => {
      const failures = await hosted.refusedAtCheck({
        shieldZoneId: zone,
        endpointId: "orders",
        rateLimitingType: "Country",
        injectionDetectionParameters: { Body: ["q"] },
      });
      expect(failures.map((failure) => failure.property)).toEqual(["endpointId", "injectionDetectionParameters", "rateLimitingType"]);
      expect(failures[0].reason).toContain("orders");
      expect(failures[1].reason).toContain("Path, Query, Header, Cookie");
      expect(failures[2].reason).toContain("Country");
    });

    it("first up: finds the endpoint in the zone's API Guardian, sends the declared fields (an enum as its number), reads again", async () => {
      const configuration = (await read()).configuration;
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared));
      expect(up.op).toBe("create");
      expect(hosted.calls()).toEqual([
        { call: `GET ${apiGuardian()} 200` },
        { call: `PATCH ${endpoint(ORDERS)} 200`, body: { validateResponseBodySchema: true, rateLimitingTimeframe: 3600 } },
        { call: `GET ${apiGuardian()} 200` },
      ]);
      expect(up.state.id).toBe(`${zone}/${ORDERS}`);
      const outputs = withoutProvider(up.state.outputs);
      expect(outputs).toMatchObject({
        shieldZoneId: zone,
        endpointId: ORDERS,
        validateResponseBodySchema: true,
        rateLimitingTimeframe: "PerOneHour",
        rateLimitingType: "Global",
        requestMethod: DEMO.apiGuardianEndpoint.method,
        requestPath: DEMO.apiGuardianEndpoint.path,
        validateRequestBodySchema: true,
        detectParameterSqli: true,
        authSchemes: [],
      });
      expect(outputs).not.toHaveProperty("apiGuardianEndpointId");
      expect(await listed()).toMatchObject({ validateResponseBodySchema: true, rateLimitingTimeframe: 3600 });
      // The zone's API Guardian configuration, the ShieldApiGuardian resource's, is left as it was.
      expect((await read()).configuration).toEqual(configuration);
      state = up.state;
    });

    it("a second up plans nothing and makes no request", async () => {
      state = await hosted.upPlansNothing(declared, state);
    });

    it("the injection-detection parameters are sent and compared whole, by where the request carries them", async () => {
      const searched = { ...declared, injectionDetectionParameters: { Query: ["search"], Header: ["X-Order-Note"] }, detectParameterSqli: false };
      const up = await hosted.track(hosted.engine.up(hosted.urn, searched, state));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([
        {
          call: `PATCH ${endpoint(ORDERS)} 200`,
          body: { injectionDetectionParameters: { Query: ["search"], Header: ["X-Order-Note"] }, detectParameterSqli: false },
        },
      ]);
      expect(up.state.outputs).toMatchObject({ injectionDetectionParameters: { Query: ["search"], Header: ["X-Order-Note"] } });
      hosted.sim.resetStats();
      state = await hosted.upPlansNothing(searched, up.state);
      const fewer = { ...searched, injectionDetectionParameters: { Query: ["search"] } };
      const again = await hosted.track(hosted.engine.up(hosted.urn, fewer, state));
      expect(hosted.calls()).toEqual([{ call: `PATCH ${endpoint(ORDERS)} 200`, body: { injectionDetectionParameters: { Query: ["search"] } } }]);
      expect((await listed())!.injectionDetectionParameters).toEqual({ Query: ["search"] });
      state = (await hosted.track(hosted.engine.up(hosted.urn, declared, again.state))).state;
    });

    it("another endpoint replaces the resource: that endpoint adopted, the first forgotten with no call", async () => {
      documentWith(zone, [{ id: 4102, method: "GET", path: "/api/orders/{orderId}" }]);
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, endpointId: "4102" }, state));
      expect(up.op).toBe("replace");
      expect(up.diff?.replaces).toEqual(["endpointId"]);
      expect(hosted.calls()).toEqual([
        { call: `GET ${apiGuardian()} 200` },
        { call: `PATCH ${endpoint("4102")} 200`, body: { validateResponseBodySchema: true, rateLimitingTimeframe: 3600 } },
        { call: `GET ${apiGuardian()} 200` },
      ]);
      expect(up.state.outputs).toMatchObject({ requestMethod: "GET", requestPath: "/api/orders/{orderId}" });
      // The first endpoint keeps the settings the program gave it.
      expect(await listed()).toMatchObject({ validateResponseBodySchema: true, rateLimitingTimeframe: 3600 });
      await hosted.engine.destroy(up.state);
      state = (await hosted.track(hosted.engine.up(hosted.urn, declared))).state;
    });

    it("drift made through the API is found by a refresh and undone by the next up, which sends the drifted field alone", async () => {
      await hosted.client.shieldZones.updateApiGuardianEndpoint({
        shieldZoneId: Number(zone),
        endpointId: Number(ORDERS),
        body: { validateResponseBodySchema: false, detectParameterXss: false },
      });
      hosted.sim.resetStats();
      const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
      expect(hosted.calls()).toEqual([{ call: `GET ${apiGuardian()} 200` }]);
      expect(refreshed.outputs).toMatchObject({ validateResponseBodySchema: false, detectParameterXss: false });
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared, refreshed));
      expect(up.op).toBe("update");
      // The undeclared XSS detection stays as the API has it.
      expect(hosted.calls()).toEqual([{ call: `PATCH ${endpoint(ORDERS)} 200`, body: { validateResponseBodySchema: true } }]);
      expect(await listed()).toMatchObject({ validateResponseBodySchema: true, detectParameterXss: false });
      hosted.sim.resetStats();
      state = await hosted.upPlansNothing(declared, up.state);
    });

    it("an endpoint the zone's API Guardian does not list fails the first up before any write, naming the list and the import id", async () => {
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "unlisted");
      const error = await hosted.engine.up(urn, { ...declared, endpointId: "999" }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderCallError);
      expect((error as Error).message).toContain(`the ShieldZone ${zone} lists no 999 in its \`endpoints\``);
      expect((error as Error).message).toContain("import it with its id `{shieldZoneId}/{endpointId}`");
      expect(hosted.calls().map((call) => call.call)).toEqual([`GET ${apiGuardian()} 200`]);
      hosted.seen.push((error as Error).message);
    });

    it("an endpoint a new document no longer has (the zone's API Guardian answering without it) is reported gone", async () => {
      documentWith(zone, [{ id: 4103, method: "DELETE", path: "/api/orders/{orderId}" }]);
      const urn = resourceUrn(hosted.engine.host.program, hosted.type, "dropped");
      const adopted = (await hosted.track(hosted.engine.up(urn, { ...declared, endpointId: "4103" }))).state;
      documentWithout(zone, "4103");
      hosted.sim.resetStats();
      expect(await hosted.track(hosted.engine.refresh(adopted))).toBeUndefined();
      expect(hosted.calls().map((call) => call.call)).toEqual([`GET ${apiGuardian()} 200`]);
    });

    it("a second zone whose document has the same endpoint id is set apart (for the gone step)", async () => {
      const made = await hosted.client.shieldZones.create({ body: { pullZoneId: FREE_PULL_ZONE, shieldZone: { planType: 1 } } });
      otherZone = String(made.data!.shieldZone!.shieldZoneId);
      documentWith(otherZone, [{ id: DEMO.apiGuardianEndpoint.id, method: "POST", path: "/api/orders" }]);
      expect(await listed(ORDERS, otherZone)).toMatchObject({ shieldZoneId: Number(otherZone), requestPath: "/api/orders" });
    });

    shieldZoneSettingsSteps(hosted, {
      resource: "ShieldApiGuardianEndpoint",
      zone,
      id: `${zone}/${ORDERS}`,
      importId: "{shieldZoneId}/{endpointId}",
      path: apiGuardian,
      declared,
      state: () => state,
      setState: (imported) => (state = imported),
      otherZone: () => otherZone,
      settingsName: "its API Guardian's",
      read: () => listed(),
      kept: ["rateLimitingTimeframe", "PerOneHour"],
      imported: { endpointId: ORDERS, validateResponseBodySchema: true, rateLimitingTimeframe: "PerOneHour" },
      importedLacks: ["requestPath", "requestMethod", "authSchemes"],
      keys: [apiKey, videoApiKey],
    });
  });
