import type { CloudPlatformClient } from "../../src/client";
import type { OperationName } from "../../src/operations";
import { ProviderCallError } from "../helpers/engine/host";
import { resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import { withoutProvider } from "../helpers/engine/wire";
import type { HostedResource } from "../helpers/hosted-resource";

/** What the shared steps of a trigger resource's suite need of it. */
export interface TriggerSteps {
  /** The state its last up left. */
  state: () => ResourceState;
  /** Inputs that run the call. */
  declared: Record<string, unknown>;
  /** The operation the resource runs, as the simulator's faults name it. */
  route: OperationName;
  /** The request the call makes (`POST /purge`), and the status of its success. */
  call: string;
  succeeded: number;
}

/**
 * The steps every trigger resource shows once it ran: a refresh makes no request and keeps the state, an import is
 * refused with the reason, and a failing call fails the step with the API's message, records nothing, and runs again
 * on the next up.
 */
export function triggerSteps(hosted: HostedResource, steps: TriggerSteps): void {
  it("a refresh makes no request and keeps the state; the preview after it plans nothing", async () => {
    const state = steps.state();
    const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
    expect(refreshed).toEqual(state);
    expect(hosted.sim.requests).toEqual([]);
    expect((await hosted.engine.preview(hosted.urn, withoutProvider(state.inputs), refreshed)).op).toBe("same");
  });

  it("an import is refused with the reason, with no request: a run is no object the API can give back", async () => {
    const state = steps.state();
    const error = await hosted.imported(state.urn, state.id).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderCallError);
    expect((error as ProviderCallError).message).toContain(`a ${hosted.type.split(":").pop()} cannot be imported`);
    expect(hosted.sim.requests).toEqual([]);
  });

  it("a failing call fails the step with the API's message and records nothing; the next up runs it", async () => {
    const urn = resourceUrn(hosted.engine.host.program, hosted.type, "failing");
    hosted.sim.faults.add({ route: steps.route, status: 400, times: 1 });
    const error = await hosted.engine.up(urn, steps.declared).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderCallError);
    expect((error as ProviderCallError).message).toContain(`${steps.call} -> 400`);
    expect((error as ProviderCallError).message).toContain("The simulator was told to answer 400");
    expect((error as ProviderCallError).initFailure).toBeUndefined();
    hosted.seen.push((error as ProviderCallError).message);
    const retried = await hosted.track(hosted.engine.up(urn, steps.declared));
    expect(retried.op).toBe("create");
    expect(hosted.sim.requests.map((request) => `${request.method} ${request.path} ${request.status}`)).toEqual([
      `${steps.call} 400`,
      `${steps.call} ${steps.succeeded}`,
    ]);
  });
}

/** What the closing steps of a trigger resource's suite need of it. */
export interface TriggerClosingSteps {
  /** The state its last up left. */
  state: () => ResourceState;
  /** The keys of the suite's simulator, which nothing may show. */
  keys: readonly string[];
  /** A text the suite's states and errors must show (the object the runs were made on), so that the scan is no vacuous pass. */
  shown: () => string;
}

/** The last steps of every trigger resource's suite: destroy forgets the run with no request, and no key ever showed. */
export function triggerClosingSteps(hosted: HostedResource, steps: TriggerClosingSteps): void {
  it("destroy makes no request and says nothing of a forgotten object", async () => {
    hosted.sim.resetStats();
    await hosted.engine.destroy(steps.state());
    expect(hosted.sim.requests).toEqual([]);
    expect(hosted.engine.host.stdout).not.toContain("was forgotten");
  });

  it("no key appears in any state, answer, error or host output", () => {
    const text = JSON.stringify(hosted.seen) + hosted.engine.host.stdout + hosted.engine.host.stderr;
    expect(text).toContain(steps.shown());
    for (const key of steps.keys) expect(text).not.toContain(key);
  });
}

/** A video of a new library of the simulator, made through the API as a dashboard makes it, and the library's own key. */
export interface LibraryVideo {
  libraryId: string;
  videoId: string;
  libraryKey: string;
}

/** Makes a library named `name` and a video in it, with a client of the account's key that the caller closes. */
export async function libraryVideo(client: CloudPlatformClient, name: string): Promise<LibraryVideo> {
  const library = await client.videoLibraries.create({ body: { Name: name } });
  const libraryKey = (await client.videoLibraries.get({ videoLibraryId: library.Id! })).ApiKey!;
  const keyed = client.withVideoApiKey(libraryKey, "the test's library key");
  const videoId = (await keyed.videos.create({ libraryId: library.Id!, body: { title: "Welcome" } })).guid!;
  return { libraryId: String(library.Id), videoId, libraryKey };
}
