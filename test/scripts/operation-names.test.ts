import { apiOperations } from "../../scripts/generate/api/api-operations";
import { operationName, segmentWords, type NamedOperation } from "../../scripts/generate/api/operation-names";
import { correctedSpec } from "../../scripts/spec/corrected-spec";

const named = (method: string, path: string, extra: Partial<NamedOperation> = {}) =>
  operationName({ area: "core", method, path, answersList: false, uploads: false, ...extra });

describe("the naming rule of the API's operations", () => {
  it("gives every operation of spec/ and its corrections a name of its own", () => {
    const names = apiOperations(correctedSpec()).map((operation) => operation.name);
    const repeated = names.filter((name, index) => names.indexOf(name) !== index);
    expect(repeated).toEqual([]);
    expect(names.length).toBeGreaterThanOrEqual(241);
  });

  it("names the group from the path's collection and the method from the HTTP method and the rest", () => {
    expect(named("GET", "/pullzone", { answersList: true })).toEqual({ group: "pullZones", method: "list", path: "/pullzone" });
    expect(named("POST", "/pullzone")).toMatchObject({ group: "pullZones", method: "create" });
    expect(named("GET", "/pullzone/{id}")).toEqual({ group: "pullZones", method: "get", path: "/pullzone/{pullZoneId}" });
    expect(named("POST", "/pullzone/{id}")).toMatchObject({ method: "update" });
    expect(named("DELETE", "/pullzone/{pullZoneId}/edgerules/{edgeRuleId}")).toMatchObject({ method: "deleteEdgeRule" });
    expect(named("POST", "/pullzone/{id}/purgeCache")).toMatchObject({ method: "purgeCache" });
    expect(named("POST", "/dnszone/records/scan")).toMatchObject({ method: "scanRecords" });
    expect(named("POST", "/purge")).toMatchObject({ group: "cache", method: "purge" });
    expect(named("GET", "/v1/pricing/{source}/{resourceId}")).toMatchObject({ group: "pricing", method: "get" });
  });

  it("names the areas' prefixes and the video host's library out of the group", () => {
    expect(operationName({ area: "container-apps", method: "PATCH", path: "/mc/apps/{appId}/volumes/{volumeId}", answersList: false, uploads: false }))
      .toMatchObject({ group: "containerApps", method: "updateVolume" });
    expect(operationName({ area: "video", method: "PUT", path: "/library/{libraryId}/videos/{videoId}", answersList: false, uploads: true }))
      .toMatchObject({ group: "videos", method: "upload" });
    expect(operationName({ area: "shield", method: "GET", path: "/shield/waf/custom-rule/{id}", answersList: false, uploads: false }))
      .toEqual({ group: "shieldWaf", method: "getCustomRule", path: "/shield/waf/custom-rule/{customRuleId}" });
  });

  it("fails on a path whose first segment names no group, rather than guessing one", () => {
    expect(() => named("GET", "/newthing")).toThrow("newthing, has no group in GROUPS");
  });

  it("splits a segment into words at separators, case changes and the joined words it knows", () => {
    expect(segmentWords("setForceSSL")).toEqual(["set", "force", "ssl"]);
    expect(segmentWords("rate-limits")).toEqual(["rate", "limits"]);
    expect(segmentWords("pullzone")).toEqual(["pull", "zone"]);
  });
});
