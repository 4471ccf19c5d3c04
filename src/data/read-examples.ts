import type { ExampleValue } from "../providers/program-example";
import { DEMO } from "../simulator/demo-account";

/**
 * The value each parameter of the generated reads takes in their examples, by parameter name: the simulator's demo
 * account's objects, so that every example reads something when run against it.
 */
export const readExampleArguments: Record<string, ExampleValue> = {
  pullZoneId: String(DEMO.pullZone.id),
  dnsZoneId: String(DEMO.dnsZone.id),
  zoneId: String(DEMO.dnsZone.id),
  storageZoneId: String(DEMO.storageZone.id),
  videoLibraryId: String(DEMO.videoLibrary.id),
  libraryId: String(DEMO.videoLibrary.id),
  videoId: DEMO.videos[0].id,
  collectionId: DEMO.collection.id,
  appId: DEMO.app.id,
  registryId: String(DEMO.registry.id),
  shieldZoneId: String(DEMO.shieldZone.id),
  accessListId: String(DEMO.accessList.id),
  rateLimitId: String(DEMO.rateLimit.id),
  customRuleId: String(DEMO.customWafRule.id),
  ruleId: "913100",
  endpointId: "1",
  date: "11-28-2026",
  fromDate: "2026-11-01",
  granularity: "Daily",
  source: "CDN_Standard_Tier_EU_Traffic",
  resourceId: String(DEMO.pullZone.id),
};
