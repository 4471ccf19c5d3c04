import { CloudPlatformClient } from "../../src/client";

// Checked by `npm run typecheck` (tsc over the tests): each `@ts-expect-error` fails the type check if the line it
// marks compiles, so a generated method that took any argument or answered any shape would fail `npm test`.
async function typedCalls(client: CloudPlatformClient): Promise<void> {
  const zone = await client.pullZones.get({ pullZoneId: 1 });
  const name: string | null | undefined = zone.Name;
  // @ts-expect-error a pull zone has no field of that name
  void zone.NoSuchField;
  // @ts-expect-error the id is a number
  await client.pullZones.get({ pullZoneId: "1" });
  // @ts-expect-error a required path parameter left out
  await client.pullZones.get({});
  // @ts-expect-error a parameter the operation does not have
  await client.pullZones.get({ pullZoneId: 1, color: "red" });
  // @ts-expect-error the body's fields are the API's
  await client.dnsZones.create({ body: { NoSuchField: "example.com" } });
  const volume = await client.containerApps.updateVolume({ appId: "a", volumeId: "v", body: { size: 30 } });
  const size: number | undefined = volume.size;
  // @ts-expect-error an answer's field keeps its type
  const wrong: string | undefined = volume.size;
  void [name, size, wrong];
}

describe("the generated methods' types", () => {
  it("are checked by the type check of the tests (the function above is never called)", () => {
    expect(typeof typedCalls).toBe("function");
  });
});
