import { bindProvider } from "../../src/providers";
import { shieldCustomResponsePageRow } from "../../src/providers/metadata/shield-custom-response-page";
import { rowDefinition } from "../../src/providers/row-definition";
import { modelFields } from "../../src/providers/row-fields";
import { parameterShape } from "../../src/providers/row-operations";
import { callForContent } from "../../src/providers/answer-envelope";
import { textAnswerModel, textBodyCall, textBodyModel } from "../../src/providers/row-text-body";
import { DEMO } from "../../src/simulator/demo-account";
import { startSimulatedApi, type SimulatedApi } from "../helpers/simulated-api";

// A row whose writes send one text as their whole body and whose read answers that text alone (textBody: a shield
// zone's custom page, its HTML), over real HTTP to the simulator.
let api: SimulatedApi;
beforeAll(async () => {
  api = await startSimulatedApi({ maxRetries: 0 });
});
afterAll(() => api.close());
beforeEach(() => api.sim.resetStats());

const ZONE = String(DEMO.shieldZone.id);
const PAGE = "<!doctype html>\n<title>Slow down</title>\n<p>Too many requests.</p>\n";

describe("the models of a text body", () => {
  it("a text body is the object of one field under the row's name, with the body's own check", () => {
    const fields = modelFields(textBodyModel("shieldZones.replaceCustomPage", "html")!, "page", new Set());
    expect(fields.map(({ api: name, property, required }) => ({ name, property, required }))).toEqual([
      { name: "html", property: "html", required: true },
    ]);
    expect(fields[0].schema.safeParse("").success).toBe(false);
    expect(fields[0].schema.safeParse(PAGE).success).toBe(true);
  });

  it("a JSON body is left as it is, and no body is none", () => {
    expect(textBodyModel("shieldZones.updateBotDetection", "html")).toBe(parameterShape("shieldZones.updateBotDetection").body);
    expect(textBodyModel("shieldZones.getCustomPage", "html")).toBeUndefined();
  });

  it("a read answering a text is the object of that field; one answering JSON is refused, naming it", () => {
    expect(modelFields(textAnswerModel("shieldZones.getCustomPage", "html"), "page", new Set()).map((field) => field.api)).toEqual(["html"]);
    expect(() => textAnswerModel("shieldZones.get", "html")).toThrow("shieldZones.get answers no text: it cannot be read as the text body `html`");
  });
});

describe("the call of a text body", () => {
  const call = textBodyCall("html", callForContent);

  it("sends the field's text as the whole body, as text/html, and gives the text answered as that field", async () => {
    const where = { shieldZoneId: DEMO.shieldZone.id, pageType: "ratelimit" };
    await call(api.client, "shieldZones.replaceCustomPage", { ...where, body: { html: PAGE } });
    expect(await call(api.client, "shieldZones.getCustomPage", where)).toEqual({ html: PAGE });
    const [put] = api.sim.requests;
    expect(put.headers["content-type"]).toMatch(/^text\/html/);
    expect(put.body).toBe(PAGE);
  });

  it("leaves an operation of JSON bodies and answers as it is", async () => {
    const zone = await call(api.client, "shieldZones.get", { shieldZoneId: DEMO.shieldZone.id });
    expect(zone.shieldZoneId).toBe(DEMO.shieldZone.id);
  });

  it("is the call itself where the row has no text body", () => {
    expect(textBodyCall(undefined, callForContent)).toBe(callForContent);
  });
});

describe("a row with a text body (ShieldCustomResponsePage)", () => {
  const definition = rowDefinition(shieldCustomResponsePageRow);

  it("takes the text as a required, non-empty input, and the path's page type as its enum", async () => {
    expect(await definition.check({}, { shieldZoneId: ZONE, pageType: "block" })).toEqual({ issues: [{ field: "html", rule: "is required" }] });
    const refused = await definition.check({}, { shieldZoneId: ZONE, pageType: "error", html: "" });
    expect(refused).toEqual({
      issues: [
        { field: "html", rule: 'must be at least 1 character (got "")' },
        { field: "pageType", rule: 'must be one of "block", "challenge", "ratelimit" (got "error")' },
      ],
    });
    expect(api.sim.requests).toHaveLength(0);
  });

  it("creates by the PUT of the page's type and reads the page back as its text", async () => {
    const pages = bindProvider(definition, () => api.client);
    const created = await pages.create({ shieldZoneId: ZONE, pageType: "challenge", html: PAGE });
    expect(created.id).toBe(`${ZONE}/challenge`);
    expect(api.sim.requests.map((request) => `${request.method} ${request.path} ${request.status}`)).toEqual([
      `PUT /shield/shield-zone/${ZONE}/custom-page/challenge 200`,
      `GET /shield/shield-zone/${ZONE}/custom-page/challenge 200`,
    ]);
    expect(created.outs).toMatchObject({ shieldZoneId: ZONE, pageType: "challenge", html: PAGE });
  });
});
