// getVideoLibrary and getVideoCollection, the lookups of the VideoLibrary and VideoCollection rows: by id, through real
// HTTP to the simulator's demo account (library 4242 and its collection), called as a program calls them (settings
// from the environment).
import { InputValidationError, NotFoundError, getVideoCollection, getVideoLibrary } from "../../src";
import type { RunningSimulator } from "../../src/simulator";
import { DEMO } from "../../src/simulator/demo-account";
import { useSimulatorThroughEnvironment } from "../helpers/simulator-environment";

let sim: RunningSimulator;
useSimulatorThroughEnvironment(
  { apiKey: "video-library-lookup-account-key-3c7e", videoApiKey: "video-library-lookup-video-key-d915" },
  (started) => (sim = started),
);

const requests = () => sim.requests.map((request) => [request.method, request.path, request.status]);

describe("getVideoLibrary", () => {
  it("reads the library as the VideoLibrary resource's read does, without its keys", async () => {
    const library = await getVideoLibrary({ videoLibraryId: DEMO.videoLibrary.id });
    expect(library).toMatchObject({ videoLibraryId: String(DEMO.videoLibrary.id), name: DEMO.videoLibrary.name });
    for (const secret of ["apiKey", "readOnlyApiKey", "apiAccessKey"]) expect(library).not.toHaveProperty(secret);
    expect(requests()).toEqual([["GET", `/videolibrary/${DEMO.videoLibrary.id}`, 200]]);
  });

  it("fails naming the function and the library when the API has no such library, its list answering", async () => {
    sim.resetStats();
    const missing = await getVideoLibrary({ videoLibraryId: 999 }).catch((caught: unknown) => caught);
    expect(missing).toBeInstanceOf(NotFoundError);
    expect((missing as Error).message).toContain("getVideoLibrary: no VideoLibrary with videoLibraryId 999");
    expect(requests()).toEqual([
      ["GET", "/videolibrary/999", 404],
      ["GET", "/videolibrary", 200],
    ]);
  });

  it("refuses an id that is no whole number before any call", async () => {
    sim.resetStats();
    const error = await getVideoLibrary({ videoLibraryId: "lib-1" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InputValidationError);
    expect((error as Error).message).toContain("videoLibraryId");
    expect(sim.requests).toHaveLength(0);
  });
});

describe("getVideoCollection", () => {
  it("reads the demo library's collection with the configured video key", async () => {
    sim.resetStats();
    const collection = await getVideoCollection({ libraryId: DEMO.videoLibrary.id, collectionId: DEMO.collection.id });
    expect(collection).toMatchObject({ libraryId: String(DEMO.videoLibrary.id), collectionId: DEMO.collection.id, name: DEMO.collection.name });
    expect(requests()).toEqual([["GET", `/video/library/${DEMO.videoLibrary.id}/collections/${DEMO.collection.id}`, 200]]);
  });
});
