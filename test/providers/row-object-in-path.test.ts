import { bindProvider } from "../../src/providers";
import { videoCaptionRow } from "../../src/providers/metadata/video-caption";
import { rowDefinition } from "../../src/providers/row-definition";
import { fromApi, toApi } from "../../src/providers/row-fields";
import { startSimulatedApi, type SimulatedApi } from "../helpers/simulated-api";

// A row whose create's path takes the object's own id as well as its body (a caption's language), and whose update is
// the create's call; its file field sent as Base64 of the text the program gives (textAsBase64, the field's codec).
let api: SimulatedApi;
beforeAll(async () => {
  api = await startSimulatedApi({ maxRetries: 0 });
});
afterAll(() => api.close());
beforeEach(() => api.sim.resetStats());

const LIBRARY = "4242";
const VIDEO = "5f3b6c1e-0000-4000-8000-000000000003";

describe("textAsBase64", () => {
  it("sends a listed text field as the Base64 of its UTF-8 text, and reads the Base64 back as that text", () => {
    const codec = { kind: "text-as-base64" } as const;
    expect(toApi("WEBVTT\n\nété\n", codec)).toBe("V0VCVlRUCgrDqXTDqQo=");
    expect(fromApi("V0VCVlRUCgrDqXTDqQo=", codec)).toBe("WEBVTT\n\nété\n");
    expect(toApi(undefined, codec)).toBeUndefined();
  });

  it("keeps the text, not its Base64, in the outputs: a second plan over the same text changes nothing", async () => {
    const captions = bindProvider(rowDefinition(videoCaptionRow), () => api.client);
    const given = { libraryId: LIBRARY, videoId: VIDEO, srclang: "es", label: "Español", captionsFile: "WEBVTT\n" };
    const created = await captions.create(given);
    expect(api.sim.requests[0].body).toEqual({ srclang: "es", label: "Español", captionsFile: "V0VCVlRUCg==" });
    expect(created.outs).toMatchObject({ captionsFile: "WEBVTT\n" });
    expect(captions.changedProperties(created.outs!, { ...given, managedFields: created.outs!.managedFields })).toEqual({ updates: [], replaces: [] });
  });
});

describe("an object field the create's path also takes (objectField: a caption's srclang)", () => {
  const definition = rowDefinition(videoCaptionRow);

  it("the create's path is filled with the object's own id from the body", async () => {
    const captions = bindProvider(definition, () => api.client);
    const created = await captions.create({ libraryId: LIBRARY, videoId: VIDEO, srclang: "pt-BR", captionsFile: "WEBVTT\n" });
    expect(created.id).toBe(`${LIBRARY}/${VIDEO}/pt-BR`);
    expect(api.sim.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `POST /video/library/${LIBRARY}/videos/${VIDEO}/captions/pt-BR`,
      `GET /video/library/${LIBRARY}/videos/${VIDEO}`,
    ]);
  });

  it("is a required input, and never empty, though the body's model leaves it optional and takes any text", async () => {
    const given = { libraryId: LIBRARY, videoId: VIDEO, captionsFile: "WEBVTT\n" };
    expect(await definition.check({}, given)).toEqual({ issues: [{ field: "srclang", rule: "is required" }] });
    expect(await definition.check({}, { ...given, srclang: "" })).toEqual({
      issues: [{ field: "srclang", rule: "must not be empty: it is the object's own id (got \"\")" }],
    });
  });

  it("its change replaces the resource, though the update's body takes it; the other fields of that body update", () => {
    const olds = { libraryId: LIBRARY, videoId: VIDEO, srclang: "en", label: "English", managedFields: ["libraryId", "videoId", "srclang", "label"] };
    const captions = bindProvider(definition, () => api.client);
    expect(captions.changedProperties(olds, { ...olds, srclang: "de" })).toEqual({ updates: [], replaces: ["srclang"] });
    expect(captions.changedProperties(olds, { ...olds, label: "British" })).toEqual({ updates: ["label"], replaces: [] });
  });
});
