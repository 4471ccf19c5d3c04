import { cachePurgeRow } from "../../src/providers/metadata/cache-purge";
import { dnsZoneRecordScanRow } from "../../src/providers/metadata/dns-zone-triggers";
import { externalHttpCertificateRequestRow } from "../../src/providers/metadata/external-certificate-requests";
import { pullZoneCachePurgeRow } from "../../src/providers/metadata/pull-zone-cache-purge";
import { videoReencodeRow, videoSmartGenerateRow, videoThumbnailRow, videoTranscribeRow } from "../../src/providers/metadata/video-triggers";
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

  it("records the answer's fields the row names as outputs besides the inputs, a secret one among the secret outputs", () => {
    const reencode = triggerDefinition(videoReencodeRow);
    expect(Object.keys(reencode.inputs.shape)).toEqual(["libraryId", "videoId", "libraryApiKey", "triggers"]);
    expect(Object.keys(reencode.outputs.shape)).toEqual(["libraryId", "videoId", "libraryApiKey", "triggers", "encodeProgress", "availableResolutions"]);
    expect(reencode.secretOutputs).toEqual(["libraryApiKey"]);
    expect(reencode.documentation.behaviour[2]).toContain("records the answer's `encodeProgress` and `availableResolutions`");
    const zone = triggerDefinition({
      ...pullZoneCachePurgeRow,
      name: "StorageZoneRun",
      operation: "storageZones.get",
      recorded: ["Name", "Password"],
      objectList: { kind: "storageZones" },
      descriptions: { storageZoneId: "The zone.", name: "Its name.", password: "Its password." },
    });
    expect(Object.keys(zone.outputs.shape)).toEqual(["storageZoneId", "triggers", "name", "password"]);
    expect(zone.secretOutputs).toEqual(["password"]);
    expect(triggerDefinition(pullZoneCachePurgeRow).secretOutputs).toBeUndefined();
  });

  it("takes the library's key as an input whose change is an update with no call, keeping the run's recorded answer", async () => {
    const transcribe = triggerDefinition(videoTranscribeRow);
    expect(transcribe.diffRules).toEqual({ replaceOn: expect.not.arrayContaining(["libraryApiKey"]), updateOn: ["libraryApiKey"] });
    expect(transcribe.documentation.behaviour.join("\n")).toContain("a change of `libraryApiKey` alone, recorded with no call");
    const olds = { libraryId: "7", videoId: "v", libraryApiKey: "old-key", success: true, message: "OK" };
    const updated = await transcribe.update!(undefined as never, "id", olds, { libraryId: "7", videoId: "v", libraryApiKey: "new-key" });
    expect(updated.outs).toEqual({ libraryId: "7", videoId: "v", libraryApiKey: "new-key", success: true, message: "OK" });
  });

  it("refuses neither and both of the two inputs a row names in exactlyOneOf, beside the other issues, and takes one", async () => {
    const scan = triggerDefinition(dnsZoneRecordScanRow);
    expect(scan.documentation.behaviour[0]).toBe("- check: exactly one of `zoneId` and `domain` is given; neither, or both, is refused before any call.");
    expect(await scan.check!({}, { zoneId: "0501", triggers: ["v1"] })).toEqual({ value: { zoneId: "501", triggers: ["v1"] } });
    expect(await scan.check!({}, { domain: "example.org" })).toEqual({ value: { domain: "example.org" } });
    expect(await scan.check!({}, { triggers: "v1" })).toEqual({
      issues: [
        { field: "triggers", rule: expect.stringContaining("must be a list") },
        { field: "zoneId", rule: "is required, or domain instead: give exactly one of zoneId and domain" },
      ],
    });
    expect(await scan.check!({}, { zoneId: "501", domain: "example.org" })).toEqual({
      issues: [{ field: "domain", rule: "is given with zoneId: give exactly one of zoneId and domain" }],
    });
  });

  it("refuses a row whose exactlyOneOf names no optional input", () => {
    expect(() => triggerDefinition({ ...dnsZoneRecordScanRow, exactlyOneOf: ["zoneId", "zone"] })).toThrow(
      "DnsZoneRecordScan: exactlyOneOf names zone, which is no optional input",
    );
    expect(() => triggerDefinition({ ...pullZoneCachePurgeRow, exactlyOneOf: ["pullZoneId", "cacheTag"] })).toThrow(
      "PullZoneCachePurge: exactlyOneOf names pullZoneId, which is no optional input",
    );
  });

  it("refuses a row that records nothing of a model's answer, a field the answer lacks, or fields of no answer", () => {
    expect(() => triggerDefinition({ ...pullZoneCachePurgeRow, operation: "videos.reencode" })).toThrow(
      "PullZoneCachePurge: videos.reencode answers a model, and the row records none of its fields",
    );
    expect(() => triggerDefinition({ ...videoReencodeRow, recorded: ["Status2"] })).toThrow(
      "VideoReencode: Status2 is no field of videos.reencode's answer",
    );
    expect(() => triggerDefinition({ ...pullZoneCachePurgeRow, recorded: ["Name"] })).toThrow(
      "PullZoneCachePurge: pullZones.purgeCache answers no model, whose fields it could record",
    );
  });

  it("records an undescribed answer whole exactly where the row says recordedAnswer, and only there", () => {
    const request = triggerDefinition(externalHttpCertificateRequestRow);
    expect(Object.keys(request.outputs.shape)).toEqual(["hostname", "triggers", "challenge"]);
    expect(request.documentation?.behaviour.join("\n")).toContain("records the whole answer in `challenge`");
    const unsaid = { ...externalHttpCertificateRequestRow, recordedAnswer: undefined };
    expect(() => triggerDefinition(unsaid)).toThrow(
      "ExternalHttpCertificateRequest: recordedAnswer is given exactly where pullZones.requestExternalHttpCertificate answers a body of no schema",
    );
    expect(() => triggerDefinition({ ...videoReencodeRow, recordedAnswer: "answer" })).toThrow(
      "VideoReencode: recordedAnswer is given exactly where videos.reencode answers a body of no schema",
    );
  });

  it("refuses a row that leaves an input or a recorded output undescribed", () => {
    const descriptions = Object.fromEntries(Object.entries(videoReencodeRow.descriptions).filter(([property]) => property !== "encodeProgress"));
    expect(() => triggerDefinition({ ...videoReencodeRow, descriptions })).toThrow(
      "VideoReencode.encodeProgress: the row gives no description",
    );
    expect(() => triggerDefinition({ ...pullZoneCachePurgeRow, descriptions: { pullZoneId: "The zone." } })).toThrow(
      "PullZoneCachePurge.cacheTag: the row gives no description",
    );
  });

  it("leaves out the parameters the row names, with their reasons on its page, and requires the optional ones it names", () => {
    const thumbnail = triggerDefinition(videoThumbnailRow);
    expect(Object.keys(thumbnail.inputs.shape)).toEqual(["libraryId", "videoId", "thumbnailUrl", "libraryApiKey", "triggers"]);
    expect(thumbnail.inputs.shape.thumbnailUrl.safeParse(undefined).success).toBe(false);
    expect(thumbnail.documentation.behaviour.join(" ")).toContain("not served: the request's body, the image's own bytes");
    const optional = triggerDefinition({ ...videoThumbnailRow, required: [] });
    expect(optional.inputs.shape.thumbnailUrl.safeParse(undefined).success).toBe(true);
    const withoutUrl = triggerDefinition({ ...videoThumbnailRow, leftOut: { ...videoThumbnailRow.leftOut, thumbnailUrl: "no address" }, required: [] });
    expect(Object.keys(withoutUrl.inputs.shape)).toEqual(["libraryId", "videoId", "libraryApiKey", "triggers"]);
    expect(withoutUrl.documentation.behaviour.join(" ")).toContain("not served: `thumbnailUrl`, no address.");
  });

  it("refuses a row that takes a file's bytes as a body, leaves out what the operation lacks or requires, or requires no query parameter", () => {
    expect(() => triggerDefinition({ ...videoThumbnailRow, leftOut: {} })).toThrow(
      "VideoThumbnail (videos.createThumbnail): its body is a file's bytes, which no input holds: the row must leave it out",
    );
    expect(() => triggerDefinition({ ...videoThumbnailRow, leftOut: { ...videoThumbnailRow.leftOut, title: "no" } })).toThrow(
      "VideoThumbnail (videos.createThumbnail): title, left out, is neither a query parameter nor the body of the operation",
    );
    expect(() => triggerDefinition({ ...videoTranscribeRow, leftOut: { videoId: "no" } })).toThrow(
      "VideoTranscribe (videos.transcribe): videoId, left out, is neither a query parameter nor the body of the operation",
    );
    expect(() => triggerDefinition({ ...videoTranscribeRow, leftOut: { body: "no" } })).not.toThrow();
    expect(() => triggerDefinition({ ...videoSmartGenerateRow, leftOut: { body: "no" } })).toThrow(
      "VideoSmartGenerate (videos.smart): body, left out, is one the operation requires",
    );
    expect(() => triggerDefinition({ ...videoThumbnailRow, required: ["videoId"] })).toThrow(
      "VideoThumbnail (videos.createThumbnail): videoId, required, is no query parameter the row takes",
    );
  });
});
