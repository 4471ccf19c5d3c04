import type { CloudPlatformClient } from "../../src/client";
import type { OperationName } from "../../src/operations";
import { ProviderCallError } from "../helpers/engine/host";
import { resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { withoutProvider } from "../helpers/engine/wire";
import { recordArrivals, type ArrivalLog } from "../helpers/fault-arrivals";
import { useHostedResource } from "../helpers/hosted-resource";
import { expectFailsAtWrongAddress } from "../helpers/wrong-address";

/** The demo account's shield zone, and its other one. */
const zoneId = "12345";
const otherZoneId = "99999";

/** Milliseconds the simulator holds each update and delete of the writes test: writes made together overlap that long. */
const WRITE_MS = 150;

/** The condition both kinds of rule declare: a scanner's User-Agent, on POST requests from outside a network, logged. */
export const scannerConfiguration = {
  actionType: "Log",
  variableTypes: { REQUEST_HEADERS: "User-Agent" },
  operatorType: "CONTAINS",
  severityType: "WARNING",
  transformationTypes: ["LOWERCASE", "URLDECODE"],
  value: "scanner",
  // Chained by variable names out of alphabetical order (Terraform's bunnynet sorts conditions by variable).
  chainedRuleConditions: [
    { variableTypes: { REQUEST_METHOD: "" }, operatorType: "STREQ", value: "POST" },
    { variableTypes: { REMOTE_ADDR: "" }, operatorType: "WITHIN", value: "198.51.100.0/24", isNegated: true },
  ],
};
/** {@link scannerConfiguration} as the API is sent it: its enums as their integers. */
export const sentScannerConfiguration = {
  actionType: 2,
  variableTypes: { REQUEST_HEADERS: "User-Agent" },
  operatorType: 2,
  severityType: 1,
  transformationTypes: [8, 19],
  value: "scanner",
  chainedRuleConditions: [
    { variableTypes: { REQUEST_METHOD: "" }, operatorType: 15, value: "POST" },
    { variableTypes: { REMOTE_ADDR: "" }, operatorType: 12, value: "198.51.100.0/24", isNegated: true },
  ],
};

/** A kind of shield rule (a custom WAF rule, a rate limit): what its scenarios declare, send and expect. */
export interface ShieldRuleKind {
  name: "ShieldCustomWafRule" | "ShieldRateLimit";
  /** The rule's name in the test program, and the word its test titles use. */
  resourceName: string;
  word: string;
  /** Keys of the test's account, which no output may show. */
  apiKey: string;
  videoApiKey: string;
  description: string;
  /** The declared configuration, and the same as the API is sent it (enums as their integers). */
  configuration: Record<string, unknown>;
  sentConfiguration: Record<string, unknown>;
  /** The rule's own path (`{path}/{id}`), its zone's list (`{listPath}/{shieldZoneId}`), the id output's name. */
  path: string;
  listPath: string;
  idField: string;
  /** The route names of the create, the update and the delete, and the zone's list function a lost create's error names. */
  createRoute: OperationName;
  updateRoute: OperationName;
  deleteRoute: OperationName;
  listFunction: string;
  /** How check refuses the action `Deny`. */
  refusedAction: RegExp;
  /** An action other than the configuration's, with its integer and the test's title. */
  otherAction: { name: string; code: number; test: string };
  /** The title of the test of four creates in one zone at once. */
  concurrentCreatesTest: string;
  /** Changes the rule's configuration, or deletes it, through the API, as the dashboard would. */
  updateThroughApi(client: CloudPlatformClient, ruleId: number, configuration: Record<string, unknown>): Promise<unknown>;
  deleteThroughApi(client: CloudPlatformClient, ruleId: number): Promise<unknown>;
}

/** A shield rule's scenarios (requests, drift, gone, import, lost create, one create at a time), run through `runner`. */
export const shieldRuleScenarios = (rule: ShieldRuleKind, runner: ProviderRunner): void =>
  describe(`${rule.name} through the ${runner}`, () => {
    // Each create in a shield zone stays under way 40 ms: a concurrent one in the same zone fails, as the API's do.
    const hosted = useHostedResource(rule.name, rule.resourceName, { apiKey: rule.apiKey, videoApiKey: rule.videoApiKey, writeRaceMs: 40 }, runner);
    const declared = { shieldZoneId: zoneId, ruleName: "Scanners", ruleDescription: rule.description, ruleConfiguration: rule.configuration };
    let state: ResourceState;

    const urnOf = (name: string) => resourceUrn(hosted.engine.host.program, hosted.type, name);
    const ruleIdOf = (of: ResourceState = state) => of.id.split("/")[1];
    const rulePath = (of: ResourceState = state) => `${rule.path}/${ruleIdOf(of)}`;

    it("refuses invalid inputs at check, naming the field, the rule and the value, before any request", async () => {
      expect(
        await hosted.refusedAtCheck({
          shieldZoneId: "zone-1",
          ruleName: 7,
          ruleConfiguration: { actionType: "Deny", variableTypes: { REQUEST_PATH: "" }, transformationTypes: ["UPPERCASE"] },
        }),
      ).toEqual([
        { property: "shieldZoneId", reason: 'must be a whole number (digits only) (got "zone-1")' },
        { property: "ruleName", reason: "must be a string (got 7)" },
        { property: "ruleConfiguration.actionType", reason: expect.stringMatching(rule.refusedAction) },
        { property: "ruleConfiguration.variableTypes", reason: expect.stringContaining("must have keys among REQUEST_URI, ") },
        { property: "ruleConfiguration.transformationTypes[0]", reason: expect.stringMatching(/^must be one of "CMDLINE", .* \(got "UPPERCASE"\)$/) },
      ]);
      expect(hosted.sim.requests).toHaveLength(0);
    });

    it(`first up: creates the ${rule.word} with the zone in the body and the enums as their integers, and keeps the answer`, async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared));
      expect(up.op).toBe("create");
      expect(up.state.id).toMatch(new RegExp(`^${zoneId}/[0-9]+$`));
      expect(hosted.calls()).toEqual([
        {
          call: `POST ${rule.path} 200`,
          body: { shieldZoneId: 12345, ruleName: "Scanners", ruleDescription: rule.description, ruleConfiguration: rule.sentConfiguration },
        },
      ]);
      expect(withoutProvider(up.state.outputs)).toMatchObject({
        shieldZoneId: zoneId,
        [rule.idField]: ruleIdOf(up.state),
        ruleName: "Scanners",
        ruleConfiguration: rule.configuration,
      });
      state = up.state;
    });

    it("a second up plans nothing: chained conditions in the declared order stay as declared (Terraform bunnynet 0.12.0 sorts them by variable)", async () => {
      state = await hosted.upPlansNothing(declared, state);
    });

    it(rule.otherAction.test, async () => {
      const allowed = { ...declared, ruleConfiguration: { ...rule.configuration, actionType: rule.otherAction.name } };
      const up = await hosted.track(hosted.engine.up(hosted.urn, allowed, state));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([
        { call: `PATCH ${rulePath()} 200`, body: { ruleConfiguration: { ...rule.sentConfiguration, actionType: rule.otherAction.code } } },
      ]);
      expect(up.state.outputs.ruleConfiguration).toMatchObject({ actionType: rule.otherAction.name });
      state = up.state;
    });

    it("a new name, and the action declared again, is an update with what changed", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, ruleName: "Scanners and crawlers" }, state));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([
        { call: `PATCH ${rulePath()} 200`, body: { ruleName: "Scanners and crawlers", ruleConfiguration: rule.sentConfiguration } },
      ]);
      state = up.state;
    });

    it("drift made through the API is found by a refresh and undone by the next up", async () => {
      await rule.updateThroughApi(hosted.client, Number(ruleIdOf()), { ...rule.sentConfiguration, value: "crawler" });
      hosted.sim.resetStats();
      const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
      expect(hosted.calls()).toEqual([{ call: `GET ${rulePath()} 200` }]);
      expect(refreshed.outputs.ruleConfiguration).toMatchObject({ value: "crawler" });
      hosted.sim.resetStats();
      const wanted = { ...declared, ruleName: "Scanners and crawlers" };
      const up = await hosted.track(hosted.engine.up(hosted.urn, wanted, refreshed));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([{ call: `PATCH ${rulePath()} 200`, body: { ruleConfiguration: rule.sentConfiguration } }]);
      state = up.state;
    });

    it(`a new shield zone replaces the ${rule.word}: the new one created in it first, then the old one deleted`, async () => {
      const moved = { ...declared, shieldZoneId: otherZoneId };
      const up = await hosted.track(hosted.engine.up(hosted.urn, moved, state));
      expect(up.op).toBe("replace");
      expect(up.diff?.replaces).toEqual(["shieldZoneId"]);
      expect(hosted.calls()).toEqual([
        {
          call: `POST ${rule.path} 200`,
          body: { shieldZoneId: 99999, ruleName: "Scanners", ruleDescription: rule.description, ruleConfiguration: rule.sentConfiguration },
        },
        { call: `DELETE ${rulePath()} 200` },
      ]);
      await hosted.engine.destroy(up.state);
    });

    it(`a ${rule.word} deleted outside Pulumi (its own 404, the zone's rule list answering) is reported gone`, async () => {
      const gone = (await hosted.track(hosted.engine.up(urnOf("gone"), { ...declared, ruleName: "Gone" }))).state;
      await rule.deleteThroughApi(hosted.client, Number(ruleIdOf(gone)));
      hosted.sim.resetStats();
      expect(await hosted.track(hosted.engine.refresh(gone))).toBeUndefined();
      expect(hosted.calls().map((call) => call.call)).toEqual([
        `GET ${rulePath(gone)} 404`,
        `GET ${rule.listPath}/${zoneId} 200`,
      ]);
    });

    it(`a 404 without the list's proof (a /v2 suffix, a gateway's JSON 404) fails the refresh and keeps the ${rule.word}`, async () => {
      const kept = (await hosted.track(hosted.engine.up(hosted.urn, declared))).state;
      await expectFailsAtWrongAddress(hosted, [(engine) => engine.refresh(kept)], [`GET /v2${rulePath(kept)} answered 404`]);
      state = kept;
    });

    it(`an import from {shieldZoneId}/{${rule.idField}} then plans nothing`, async () => {
      const imported = await hosted.imported(state.urn, state.id, { shieldZoneId: zoneId, [rule.idField]: ruleIdOf() });
      expect(hosted.calls()).toEqual([{ call: `GET ${rulePath()} 200` }]);
      expect(withoutProvider(imported.inputs)).toMatchObject({ shieldZoneId: zoneId, ruleName: "Scanners", ruleConfiguration: rule.configuration });
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared, imported));
      expect(up.op).toBe("same");
      expect(hosted.sim.requests).toHaveLength(0);
    });

    it(`a create whose answer is lost is not tried again: the error names the ${rule.word} and what to check`, async () => {
      hosted.sim.faults.add({ route: rule.createRoute, status: 502, times: 1 });
      const error = await hosted.engine.up(urnOf("lost"), { ...declared, ruleName: "Lost" }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderCallError);
      expect((error as Error).message).toContain(`the ${rule.name} may have been created though the create failed`);
      expect((error as Error).message).toContain(rule.listFunction);
      expect(hosted.calls().map((call) => call.call)).toEqual([`POST ${rule.path} 502`]);
      hosted.seen.push((error as Error).message);
    });

    it(rule.concurrentCreatesTest, async () => {
      const names = ["One", "Two", "Three", "Four"];
      const ups = await Promise.all(names.map((name) => hosted.track(hosted.engine.up(urnOf(name), { ...declared, ruleName: name }))));
      expect(ups.map((up) => up.op)).toEqual(["create", "create", "create", "create"]);
      expect(hosted.calls().map((call) => call.call)).toEqual(names.map(() => `POST ${rule.path} 200`));
      for (const up of ups) await hosted.engine.destroy(up.state);
    });

    it(`Terraform bunnynet #64 (any write under one zone): ${rule.word}s of one zone are updated and deleted one at a time, those of two zones together`, async () => {
      const names = ["First", "Second", "Elsewhere"];
      const zones = [zoneId, zoneId, otherZoneId];
      const urns = names.map(urnOf);
      const made = await Promise.all(names.map((name, i) => hosted.engine.up(urns[i], { ...declared, shieldZoneId: zones[i], ruleName: name })));
      /** When each rule's request of `route` arrived, in the order of `names`. */
      const arrivedAt = (arrivals: ArrivalLog, route: OperationName) =>
        made.map(({ state: made }) => arrivals.of(route).find((arrival) => arrival.request.path === rulePath(made))!.at);
      const expectOneZoneAtATime = ([first, second, elsewhere]: number[]) => {
        // The second rule of the zone waits until the first one's write was answered; the other zone's does not.
        expect(Math.abs(second - first)).toBeGreaterThanOrEqual(WRITE_MS - 10);
        expect(Math.abs(elsewhere - Math.min(first, second))).toBeLessThan(WRITE_MS);
      };
      for (const route of [rule.updateRoute, rule.deleteRoute]) hosted.sim.faults.add({ route, delayMs: WRITE_MS });
      hosted.sim.resetStats();
      const updates = recordArrivals(hosted.sim);
      const updated = await Promise.all(made.map(({ state: made }, i) => hosted.engine.up(urns[i], { ...declared, shieldZoneId: zones[i], ruleName: `${names[i]} renamed` }, made)));
      updates.stop();
      expect(updated.map((up) => up.op)).toEqual(["update", "update", "update"]);
      expectOneZoneAtATime(arrivedAt(updates, rule.updateRoute));
      const deletes = recordArrivals(hosted.sim);
      await Promise.all(updated.map((up) => hosted.engine.destroy(up.state)));
      deletes.stop();
      expectOneZoneAtATime(arrivedAt(deletes, rule.deleteRoute));
      expect(hosted.calls().map((call) => call.call).filter((call) => !call.endsWith(" 200"))).toEqual([]);
      hosted.sim.faults.clear();
    });

    it(`destroy deletes the ${rule.word} with one call`, async () => {
      await hosted.engine.destroy(state);
      expect(hosted.calls()).toEqual([{ call: `DELETE ${rulePath()} 200` }]);
    });

    it("no key appears in the host's output or any error", () => {
      const text = JSON.stringify(hosted.seen.filter((seen) => typeof seen === "string")) + hosted.engine.host.stdout + hosted.engine.host.stderr;
      expect(text.length).toBeGreaterThan(100);
      for (const key of [rule.apiKey, rule.videoApiKey]) expect(text).not.toContain(key);
    });
  });
