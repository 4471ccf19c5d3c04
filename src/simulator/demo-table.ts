import { TableStore } from "./table-store";
import { concretePath, objectTemplate, templateOf } from "./stored-objects";

type Fields = Record<string, unknown>;

/** An object as the API answers it: the fields nothing set as the spec has them, then these. */
function demoObject(host: "api" | "video", collection: string[], fields: Fields): Fields {
  return { ...objectTemplate(templateOf(host, collection)), ...fields };
}

function put(store: TableStore, host: "api" | "video", template: string, params: Record<string, string>, id: string, fields: Fields) {
  const segments = template.split("/").slice(1);
  store.collection(concretePath(host, segments, params)).put(id, demoObject(host, segments, fields));
}

/**
 * The demo account's objects that the operations table serves, related as on a real account: a DNS zone whose
 * records point at the demo pull zone's hostname, a storage zone that pull zone pulls from, and a collection in the
 * demo video library. Their ids stay below the store's counter, so that created objects never take them.
 */
export function createDemoTable(libraryId: string, pullZoneHostname: string): TableStore {
  const store = new TableStore();
  const zone = { dnsZoneId: "501" };
  put(store, "api", "/dnszone", zone, "501", { Id: 501, Domain: "example.com", DateCreated: "2026-01-05T09:00:00Z" });
  const records = "/dnszone/{dnsZoneId}/records";
  put(store, "api", records, zone, "701", { Id: 701, Type: 2, Name: "cdn", Value: pullZoneHostname, Ttl: 300 });
  put(store, "api", records, zone, "702", { Id: 702, Type: 0, Name: "www", Value: "203.0.113.10", Ttl: 300 });
  put(store, "api", "/storagezone", {}, "601", { Id: 601, Name: "demo-assets", Region: "DE", StorageHostname: "storage.bunnycdn.com" });
  put(store, "video", "/library/{libraryId}/collections", { libraryId }, "c0ffee00-0000-4000-8000-000000000001", {
    videoLibraryId: Number(libraryId),
    guid: "c0ffee00-0000-4000-8000-000000000001",
    name: "Demo trailers",
  });
  return store;
}
