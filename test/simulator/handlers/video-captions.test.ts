import { startSimulator, type RunningSimulator } from "../../../src/simulator";
import { send, type SendOptions } from "../../helpers/sim-http";

const DEMO_VIDEO = "5f3b6c1e-0000-4000-8000-000000000002";
const VTT = Buffer.from("WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n").toString("base64");

let sim: RunningSimulator;
beforeEach(async () => {
  sim = await startSimulator();
});
afterEach(() => sim.close());

const call = (path: string, options: SendOptions = {}) => send(`${sim.videoUrl}/library/4242${path}`, { key: sim.videoApiKey, ...options });
const captionsOf = async (videoId: string) => (await call(`/videos/${videoId}`)).json.captions;
const upload = (srclang: string, body: unknown, videoId = DEMO_VIDEO) =>
  call(`/videos/${videoId}/captions/${srclang}`, { method: "POST", body });
const remove = (srclang: string, videoId = DEMO_VIDEO) => call(`/videos/${videoId}/captions/${srclang}`, { method: "DELETE" });

test("the demo account's first video holds English captions", async () => {
  expect(await captionsOf("5f3b6c1e-0000-4000-8000-000000000001")).toEqual([{ srclang: "en", label: "English", version: 1 }]);
});

describe("updateCaptions", () => {
  test("adds the path's language to the video's captions with version 1, and answers a valid validation", async () => {
    const reply = await upload("en", { srclang: "en", label: "English", captionsFile: VTT });
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ success: true, statusCode: 200, data: { valid: true } });
    expect(await captionsOf(DEMO_VIDEO)).toEqual([{ srclang: "en", label: "English", version: 1 }]);
    expect(sim.requests.map((request) => request.route)).toEqual(["videos.updateCaptions", "getVideo"]);
  });

  test("a second upload of a language writes over it and raises its version; other languages stay", async () => {
    await upload("en", { label: "English", captionsFile: VTT });
    await upload("de", { label: "Deutsch", captionsFile: VTT });
    await upload("en", { label: "English (US)", captionsFile: VTT });
    expect(await captionsOf(DEMO_VIDEO)).toEqual([
      { srclang: "en", label: "English (US)", version: 2 },
      { srclang: "de", label: "Deutsch", version: 1 },
    ]);
  });

  test.each([
    ["no file", { label: "English" }],
    ["an empty file", { captionsFile: "" }],
    ["a file that is not Base64", { captionsFile: "WEBVTT plain text" }],
  ])("refuses %s with 400 and the validation's errors, adding nothing", async (_what, body) => {
    const reply = await upload("en", body);
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ success: false, data: { valid: false, errorList: [expect.stringContaining("captionsFile")] } });
    expect(await captionsOf(DEMO_VIDEO)).toEqual([]);
  });

  test("answers 404 for a video or a library that does not exist", async () => {
    expect((await upload("en", { captionsFile: VTT }, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    const otherLibrary = await send(`${sim.videoUrl}/library/999/videos/${DEMO_VIDEO}/captions/en`, {
      key: sim.videoApiKey,
      method: "POST",
      body: { captionsFile: VTT },
    });
    expect(otherLibrary.status).toBe(404);
  });
});

describe("deleteCaptions", () => {
  test("takes the language off the video; a second delete answers 404", async () => {
    await upload("en", { label: "English", captionsFile: VTT });
    await upload("de", { label: "Deutsch", captionsFile: VTT });
    expect((await remove("en")).status).toBe(200);
    expect(await captionsOf(DEMO_VIDEO)).toEqual([{ srclang: "de", label: "Deutsch", version: 1 }]);
    expect((await remove("en")).status).toBe(404);
  });
});
