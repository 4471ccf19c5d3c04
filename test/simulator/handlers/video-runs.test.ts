import { startSimulator, type RunningSimulator } from "../../../src/simulator";
import { send, type SendOptions } from "../../helpers/sim-http";

const DEMO_VIDEO = "5f3b6c1e-0000-4000-8000-000000000002";

let sim: RunningSimulator;
beforeEach(async () => {
  sim = await startSimulator();
});
afterEach(() => sim.close());

const call = (path: string, options: SendOptions = {}) => send(`${sim.videoUrl}/library/4242${path}`, { key: sim.videoApiKey, ...options });

describe("videos.createThumbnail", () => {
  const setThumbnail = (query: string, options: SendOptions = {}, videoId = DEMO_VIDEO) =>
    call(`/videos/${videoId}/thumbnail${query}`, { method: "POST", ...options });

  test("an http or https address is taken: 200 and the API's status answer", async () => {
    for (const address of ["https://images.example.com/poster.jpg", "http://192.0.2.7/poster.png"]) {
      const reply = await setThumbnail(`?thumbnailUrl=${encodeURIComponent(address)}`);
      expect([reply.status, reply.json]).toEqual([200, { success: true, message: "OK", statusCode: 200 }]);
    }
  });

  test("an image at a host no request can reach (under .invalid) is the API's 422, its message naming the address", async () => {
    const reply = await setThumbnail(`?thumbnailUrl=${encodeURIComponent("https://cdn.example.invalid/poster.jpg")}`);
    expect(reply.status).toBe(422);
    expect(reply.json).toEqual({
      success: false,
      message: "The thumbnail image could not be fetched from https://cdn.example.invalid/poster.jpg",
      statusCode: 422,
    });
  });

  test("an address that is no http or https URL is a 400", async () => {
    for (const address of ["poster.jpg", "ftp://images.example.com/poster.jpg"]) {
      const reply = await setThumbnail(`?thumbnailUrl=${encodeURIComponent(address)}`);
      expect([reply.status, reply.json.message]).toEqual([400, `The thumbnail address is no http or https URL: ${address}`]);
    }
  });

  test("with no address, the image is the body: a request without one is a 400, one with it a 200", async () => {
    expect((await setThumbnail("")).status).toBe(400);
    expect((await setThumbnail("", { rawBody: "an image's bytes", contentType: "application/octet-stream" })).status).toBe(200);
  });

  test("a video the library does not hold is a 404", async () => {
    const reply = await setThumbnail("?thumbnailUrl=https%3A%2F%2Fimages.example.com%2Fp.jpg", {}, "00000000-0000-4000-8000-000000000000");
    expect(reply.status).toBe(404);
  });
});

describe("videos.cleanupResolutions", () => {
  const cleanup = (query: string, videoId = DEMO_VIDEO) => call(`/videos/${videoId}/resolutions/cleanup${query}`, { method: "POST" });

  test("takes its options in the query: 200 and the API's status answer; the video reads as it did", async () => {
    const before = (await call(`/videos/${DEMO_VIDEO}`)).json;
    const reply = await cleanup("?resolutionsToDelete=240p,360p&deleteOriginal=false&dryRun=true");
    expect([reply.status, reply.json]).toEqual([200, { success: true, message: "OK", statusCode: 200 }]);
    expect((await call(`/videos/${DEMO_VIDEO}`)).json).toEqual(before);
  });

  test("an option that is no boolean is a 400 naming it; a video the library does not hold is a 404", async () => {
    const refused = await cleanup("?dryRun=perhaps");
    expect(refused.status).toBe(400);
    expect(refused.json.message).toContain("dryRun");
    expect((await cleanup("", "00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});

describe("videos.fetch", () => {
  const fetchVideo = (body: unknown, query = "", library = "4242") =>
    send(`${sim.videoUrl}/library/${library}/videos/fetch${query}`, { key: sim.videoApiKey, method: "POST", body });
  const titled = async (title: string) => {
    const listed = (await call(`/videos?search=${encodeURIComponent(title)}`)).json as { items: Record<string, unknown>[] };
    return listed.items.filter((video) => video.title === title);
  };

  test("adds a video of the given title, or else the URL's last path segment, processing, with the query's collection", async () => {
    const reply = await fetchVideo({ url: "https://media.example.com/films/trailer-one.mp4?sig=1", headers: { Referer: "x" } }, "?thumbnailTime=1500");
    expect([reply.status, reply.json]).toEqual([200, { success: true, message: "OK", statusCode: 200 }]);
    expect(await titled("trailer-one.mp4")).toEqual([expect.objectContaining({ status: 2, encodeProgress: 0, outputCodecs: "x264" })]);
    const collection = "6f1c2a4e-0b7d-4c59-9e83-2a5d7b1c0f44";
    expect((await fetchVideo({ url: "http://192.0.2.7/clip.mp4", title: "Clip" }, `?collectionId=${collection}`)).status).toBe(200);
    expect(await titled("Clip")).toEqual([expect.objectContaining({ collectionId: collection, status: 2 })]);
  });

  test("a URL that is not http or https is a 400 naming it, one of an unreachable host a 422, no URL a 400, an unknown library a 404", async () => {
    const refused = await fetchVideo({ url: "ftp://media.example.com/trailer.mp4" });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toContain("ftp://media.example.com/trailer.mp4");
    expect((await fetchVideo({ url: "not an address" })).status).toBe(400);
    const unreachable = await fetchVideo({ url: "https://media.example.invalid/trailer.mp4" });
    expect([unreachable.status, unreachable.json.message]).toEqual([422, "The video could not be fetched from https://media.example.invalid/trailer.mp4"]);
    expect(await titled("trailer.mp4")).toEqual([]);
    const missing = await fetchVideo({ title: "No address" });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toContain("url");
    expect((await fetchVideo({ url: "https://media.example.com/a.mp4" }, "", "999999")).status).toBe(404);
  });
});

describe("videos.replaceOutput", () => {
  const addCodec = (codec: string, videoId = DEMO_VIDEO) => call(`/videos/${videoId}/outputs/${codec}`, { method: "PUT" });

  test("adds the codec the path's number names to the video's output codecs, once, and answers the video", async () => {
    const reply = await addCodec("1");
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ guid: DEMO_VIDEO, outputCodecs: "x264,vp9" });
    expect((await addCodec("3")).json.outputCodecs).toBe("x264,vp9,av1");
    expect((await addCodec("1")).json.outputCodecs).toBe("x264,vp9,av1");
    expect((await call(`/videos/${DEMO_VIDEO}`)).json.outputCodecs).toBe("x264,vp9,av1");
  });

  test("a codec the API does not have is a 400 naming the parameter; a video the library does not hold is a 404", async () => {
    const refused = await addCodec("7");
    expect(refused.status).toBe(400);
    expect(refused.json.message).toContain("outputCodecId");
    expect((await addCodec("1", "00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});
