import { ProviderCallError } from "../helpers/engine/host";
import { resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import { withoutProvider } from "../helpers/engine/wire";
import type { HostedResource } from "../helpers/hosted-resource";
import { expectFailsAtWrongAddress } from "../helpers/wrong-address";

/** 310247 is the demo account's pull zone without a shield zone. */
const FREE_PULL_ZONE = 310247;

/** A shield zone made through the API on the demo account's free pull zone, by its id. */
async function newShieldZone(hosted: HostedResource): Promise<string> {
  const made = await hosted.client.shieldZones.create({ body: { pullZoneId: FREE_PULL_ZONE, shieldZone: { planType: 1 } } });
  return String(made.data!.shieldZone!.shieldZoneId);
}

/** What the shared steps of a shield zone's settings suite need of it. */
export interface ShieldZoneSettingsSteps {
  /** The resource's class name, as its destroy's log line names it. */
  resource: string;
  /** The demo zone's id. */
  zone: string;
  /** The resource's id and the form of its import id, where they are not the zone's (`12345/201`, `{shieldZoneId}/{botId}`). */
  id?: string;
  importId?: string;
  /** The path of the settings' read for a zone. */
  path: (shieldZoneId?: string) => string;
  /** The inputs of the suite's resource. */
  declared: Record<string, unknown>;
  /** The state the suite's last up left, and its setter for the import's. */
  state: () => ResourceState;
  setState: (state: ResourceState) => void;
  /** A second shield zone of the account, which the gone step deletes; unset, one is made on the free pull zone. */
  otherZone?: () => string;
  /** What the settings' 404 is called in the gone step's title ("the bot detection's"). */
  settingsName: string;
  /** The settings as the API reads them now. */
  read: () => Promise<unknown>;
  /** A declared output and its value, which a refresh after a wrong address still reports. */
  kept: [field: string, value: unknown];
  /** The inputs an import reads, in part; and the outputs it must not take as inputs. */
  imported: Record<string, unknown>;
  importedLacks?: string[];
  /** The keys that must appear nowhere. */
  keys: string[];
}

/**
 * The steps every shield zone settings resource shows from its first up on: an unknown zone fails before any write,
 * a zone deleted outside Pulumi is gone only with the zone list's proof, an import plans nothing, and destroying it
 * forgets the settings with no call.
 */
export function shieldZoneSettingsSteps(hosted: HostedResource, steps: ShieldZoneSettingsSteps): void {
  const { zone, path, declared } = steps;

  it("a shield zone that does not exist fails the first up before any write, naming the zone and its import id", async () => {
    const urn = resourceUrn(hosted.engine.host.program, hosted.type, "no-zone");
    const error = await hosted.engine.up(urn, { ...declared, shieldZoneId: "987654" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderCallError);
    expect((error as Error).message).toContain("the ShieldZone 987654 does not exist");
    expect((error as Error).message).toContain("import it with the id `987654`");
    expect(hosted.calls().map((call) => call.call)).toEqual([`GET ${path("987654")} 404`, "GET /shield/shield-zones 200"]);
    hosted.seen.push((error as Error).message);
  });

  it(`settings of a zone deleted outside Pulumi (${steps.settingsName} 404, the zone list answering) are reported gone`, async () => {
    const other = steps.otherZone?.() ?? (await newShieldZone(hosted));
    const urn = resourceUrn(hosted.engine.host.program, hosted.type, "gone");
    const gone = (await hosted.track(hosted.engine.up(urn, { ...declared, shieldZoneId: other }))).state;
    // The API has no delete of a shield zone: the dashboard's removal of the zone (with its pull zone) is simulated.
    hosted.sim.state.shieldZones.delete(other);
    hosted.sim.resetStats();
    expect(await hosted.track(hosted.engine.refresh(gone))).toBeUndefined();
    // The zone list proved the address for the missing zone above, once for the process.
    expect(hosted.calls().map((call) => call.call)).toEqual([`GET ${path(other)} 404`]);
  });

  it("a 404 without the zone list's proof (a /v2 suffix, a gateway's) keeps the settings in the state", async () => {
    await expectFailsAtWrongAddress(hosted, [(engine) => engine.refresh(steps.state())], [`GET /v2${path()} answered 404`]);
    hosted.sim.resetStats();
    const [field, value] = steps.kept;
    expect((await hosted.track(hosted.engine.refresh(steps.state())))!.outputs[field]).toEqual(value);
  });

  it(`an import from ${steps.importId ?? "{shieldZoneId}"} reads the settings, then plans nothing`, async () => {
    const imported = await hosted.imported(steps.state().urn, steps.state().id);
    expect(hosted.calls()).toEqual([{ call: `GET ${path()} 200` }]);
    const inputs = withoutProvider(imported.inputs);
    expect(inputs).toMatchObject({ shieldZoneId: zone, ...steps.imported });
    for (const output of steps.importedLacks ?? []) expect(inputs).not.toHaveProperty(output);
    hosted.sim.resetStats();
    const up = await hosted.track(hosted.engine.up(hosted.urn, declared, imported));
    expect(up.op).toBe("same");
    expect(hosted.sim.requests).toHaveLength(0);
    steps.setState(up.state);
  });

  it("destroy makes no call, forgets the resource and says so; the zone keeps the settings the program last applied", async () => {
    const before = await steps.read();
    hosted.sim.resetStats();
    await hosted.engine.destroy(steps.state());
    expect(hosted.calls()).toEqual([]);
    expect(await steps.read()).toEqual(before);
    // The host prints it (the plugin tells the engine's log instead).
    if (hosted.provider !== undefined) {
      expect(hosted.engine.host.stdout).toContain(
        `${steps.resource} ${steps.id ?? zone} was forgotten, not deleted: its settings stay as they are in the ShieldZone ${zone}`,
      );
    }
  });

  it("no key appears in the host's output or any error", () => {
    const text = JSON.stringify(hosted.seen.filter((seen) => typeof seen === "string")) + hosted.engine.host.stdout + hosted.engine.host.stderr;
    expect(text.length).toBeGreaterThan(100);
    for (const key of steps.keys) expect(text).not.toContain(key);
  });
}
