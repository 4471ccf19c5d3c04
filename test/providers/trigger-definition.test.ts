import { cachePurgeRow } from "../../src/providers/metadata/cache-purge";
import { pullZoneCachePurgeRow } from "../../src/providers/metadata/pull-zone-cache-purge";
import { triggerDefinition } from "../../src/providers/trigger-definition";

describe("triggerDefinition", () => {
  it("takes the path parameters, the query parameters and the body's fields as inputs, besides triggers, all replacing", () => {
    const purge = triggerDefinition(pullZoneCachePurgeRow);
    expect(Object.keys(purge.inputs.shape)).toEqual(["pullZoneId", "cacheTag", "triggers"]);
    expect(purge.diffRules).toEqual({ replaceOn: ["pullZoneId", "cacheTag", "triggers"], updateOn: [] });
    const url = triggerDefinition(cachePurgeRow);
    expect(Object.keys(url.inputs.shape)).toEqual(["url", "async", "exactPath", "triggers"]);
  });

  it("has no read and no delete, records a call, and refuses an import with the reason", () => {
    const purge = triggerDefinition(pullZoneCachePurgeRow);
    expect([purge.read, purge.delete, purge.recordsACall]).toEqual([undefined, undefined, true]);
    expect(purge.import).toEqual({ refused: expect.stringContaining("a PullZoneCachePurge cannot be imported") });
  });

  it("refuses a row whose operation answers a model, and a row that leaves an input undescribed", () => {
    expect(() => triggerDefinition({ ...pullZoneCachePurgeRow, operation: "videos.reencode" })).toThrow(
      "PullZoneCachePurge: videos.reencode answers a model, which no output reports",
    );
    expect(() => triggerDefinition({ ...pullZoneCachePurgeRow, descriptions: { pullZoneId: "The zone." } })).toThrow(
      "PullZoneCachePurge.cacheTag: the row gives no description",
    );
  });
});
