import { servedOperations } from "../../api/served-operations";
import type { ApiOperationName } from "../../api/operations";
import { jsonResponse, SUCCEEDED_RESULT, type SimulatedResponse } from "../http-responses";
import { checkRequest } from "../request-check";
import type { RouteContext } from "../route-context";
import type { ShieldZoneRecord, SimulatorState } from "../state";
import type { StoredObject } from "../table-store";
import { readChangeWrite } from "../write-race";
import { shieldZoneData, stillBeingMade } from "./shield";

/** The result object of a shield write that succeeded. */

/** The rule lists a zone's record holds as sets, out of its other fields. */
const RULE_LISTS = { wafDisabledRules: "wafDisabledRules", wafLogOnlyRules: "wafLogOnlyRules" } as const;

/** Fields of ShieldZoneRequest the read never answers: the id, and `premiumPlan`, which the plan type replaced. */
const NOT_STORED = new Set(["shieldZoneId", "premiumPlan"]);

/** The rate limit and custom WAF rule allowances of each plan type (Basic, Advanced, Business, Enterprise). */
const PLAN_LIMITS: Record<number, { rateLimitRulesLimit: number; customWafRulesLimit: number }> = {
  0: { rateLimitRulesLimit: 2, customWafRulesLimit: 0 },
  1: { rateLimitRulesLimit: 10, customWafRulesLimit: 10 },
  2: { rateLimitRulesLimit: 20, customWafRulesLimit: 25 },
  3: { rateLimitRulesLimit: 50, customWafRulesLimit: 50 },
};

/**
 * Makes a shield zone for a pull zone, as the API does for a create, the under-attack create, or the dashboard's
 * Shield tab: the fields of ShieldZoneRequest written over a new zone's. Answers its id.
 */
export function makeShieldZone(state: SimulatorState, pullZoneId: number, written: StoredObject, pendingReads: number): number {
  const shieldZoneId = Number(state.table.newId(0, ""));
  const zone: ShieldZoneRecord = {
    acceptsReviews: true,
    pullZoneId,
    triggeredRuleIds: new Set(),
    wafReviews: new Map(),
    wafDisabledRules: new Set(),
    wafLogOnlyRules: new Set(),
    botMetrics: { overviewPastTwentyEightDays: null, totalLoggedRequests: 0, totalChallengedRequests: 0 },
    ...(pendingReads > 0 && { pendingReads }),
  };
  writeFields(zone, written);
  state.shieldZones.set(String(shieldZoneId), zone);
  return shieldZoneId;
}

/** The zone of a pull zone, with its id; undefined when the pull zone has none. */
export function zoneOfPullZone(state: SimulatorState, pullZoneId: number): [string, ShieldZoneRecord] | undefined {
  return [...state.shieldZones].find(([, zone]) => zone.pullZoneId === pullZoneId);
}

/** Writes the fields of a ShieldZoneRequest to a zone: the rule lists into their sets, the plan's allowances with its type. */
function writeFields(zone: ShieldZoneRecord, written: StoredObject): void {
  const fields: StoredObject = { ...zone.fields };
  for (const [name, value] of Object.entries(written)) {
    if (value === undefined || NOT_STORED.has(name)) continue;
    if (name === RULE_LISTS.wafDisabledRules) zone.wafDisabledRules = new Set((value as string[] | null) ?? []);
    else if (name === RULE_LISTS.wafLogOnlyRules) zone.wafLogOnlyRules = new Set((value as string[] | null) ?? []);
    else fields[name] = value;
  }
  if (typeof written.planType === "number") Object.assign(fields, PLAN_LIMITS[written.planType]);
  zone.fields = fields;
}

/**
 * A create of either kind: the request checked against the spec, the pull zone found (400 without it), refused with 409
 * when the pull zone already has a shield zone (the one the API made for it, which only an update changes).
 */
function createRoute(name: ApiOperationName, written: (body: StoredObject) => StoredObject, echoed: (body: StoredObject) => StoredObject) {
  return (ctx: RouteContext): SimulatedResponse => {
    const check = checkRequest(servedOperations[name], ctx);
    if (!check.ok) return check.answer;
    const body = check.input.body as StoredObject;
    const pullZoneId = Number(body.pullZoneId);
    if (!ctx.state.pullZones.has(String(pullZoneId))) {
      return ctx.fail(400, { errorKey: "validation_error", field: "pullZoneId", message: `Pull zone ${pullZoneId} was not found` });
    }
    const existing = zoneOfPullZone(ctx.state, pullZoneId);
    if (existing !== undefined) {
      return ctx.fail(409, {
        errorKey: "shieldzone.already_exists",
        message: `Pull zone ${pullZoneId} already has shield zone ${existing[0]}`,
      });
    }
    const shieldZone = written(body);
    const shieldZoneId = makeShieldZone(ctx.state, pullZoneId, shieldZone, ctx.state.shieldZoneReadsBeforeReady);
    // The answer echoes the request as a CreateShieldZoneRequest, the new zone's id in its shieldZone.
    const echo = echoed(body);
    return jsonResponse(200, {
      data: { ...echo, pullZoneId, shieldZone: { ...(echo.shieldZone as StoredObject | undefined), shieldZoneId } },
      error: SUCCEEDED_RESULT,
    });
  };
}

/** POST /shield/shield-zone: CreateShieldZoneRequest; the zone's fields are those of its `shieldZone`. */
export const createShieldZone = createRoute(
  "shieldZones.create",
  (body) => ({ ...(body.shieldZone as StoredObject | undefined) }),
  (body) => body,
);

/** The fields an under-attack create sets: the plan type given, the DDoS shield at its most sensitive. */
const underAttack = (body: StoredObject): StoredObject => ({ planType: body.planType, dDoSShieldSensitivity: 4 });

/**
 * POST /shield/shield-zone/under-attack: a zone of the plan type given, its DDoS shield at its most sensitive and
 * blocking; the answer echoes the fields set as a create's request.
 */
export const createUnderAttackShieldZone = createRoute(
  "shieldZones.createUnderAttack",
  (body) => ({ ...underAttack(body), dDoSExecutionMode: 1 }),
  (body) => ({ shieldZone: underAttack(body) }),
);

/**
 * PATCH /shield/shield-zone: the zone named by the body's `shieldZoneId` (404 without it), the fields of its
 * `shieldZone` written, those left out kept. A zone still being made answers 202 with the same echo; the change is
 * applied all the same.
 */
export async function updateShieldZone(ctx: RouteContext): Promise<SimulatedResponse> {
  const check = checkRequest(servedOperations["shieldZones.update"], ctx);
  if (!check.ok) return check.answer;
  const body = check.input.body as { shieldZoneId: number; shieldZone?: StoredObject };
  const zone = ctx.state.shieldZones.get(String(body.shieldZoneId));
  if (zone === undefined || !zone.acceptsReviews) {
    const message = `Shield zone ${body.shieldZoneId} was not found`;
    return ctx.fail(404, { errorKey: "not_found_or_unauthorised_access.shieldzone", message });
  }
  const written = { ...body.shieldZone };
  await readChangeWrite(
    ctx,
    () => structuredClone(zone),
    (copy) => writeFields(copy, written),
    (copy) => Object.assign(zone, { fields: copy.fields, wafDisabledRules: copy.wafDisabledRules, wafLogOnlyRules: copy.wafLogOnlyRules }),
  );
  if ((zone.pendingReads ?? 0) === 0) return jsonResponse(200, { data: body, error: SUCCEEDED_RESULT });
  // The 202 answers the create's form of the echo, which names the pull zone.
  const echo = { pullZoneId: zone.pullZoneId, shieldZone: { ...written, shieldZoneId: body.shieldZoneId } };
  return jsonResponse(202, { data: echo, error: SUCCEEDED_RESULT });
}

/** GET /shield/shield-zone/get-by-pullzone/{pullZoneId}: the zone of the pull zone, as the read by id answers it. */
export function getShieldZoneByPullZone(ctx: RouteContext): SimulatedResponse {
  const pullZoneId = Number(ctx.params.pullZoneId);
  const found = Number.isInteger(pullZoneId) ? zoneOfPullZone(ctx.state, pullZoneId) : undefined;
  if (found === undefined || !found[1].acceptsReviews) {
    return ctx.fail(404, { errorKey: "not_found.shieldzone", message: `Pull zone ${ctx.params.pullZoneId} has no shield zone` });
  }
  const [id, zone] = found;
  if (stillBeingMade(zone)) {
    const message = "Shield Zone not found or Unauthorized access.";
    return ctx.fail(202, { errorKey: "not_found_or_unauthorised_access.shieldzone", message });
  }
  return jsonResponse(200, { data: shieldZoneData(Number(id), zone) });
}
