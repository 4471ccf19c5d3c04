import type { ApiOperationName } from "../api/operations";
import { dnssecRecordOf } from "./dnssec-keys";
import type { StoredObject } from "./table-store";

/**
 * What a write of a part of an item (operation kind `write-part`) answers where its answer is a model of its own, made
 * from the item as written; an operation not here answers the item in its answer's shape. Turning a zone's DNSSEC on
 * answers the DS record to publish at the registrar (BunnyWay/terraform-provider-bunnynet internal/api/dnszone.go:
 * postDnssec reads the digest, key tag, algorithm, flags and public key from that answer); turning it off answers
 * the model with DNSSEC off and no key, which that provider does not read.
 */
export const partAnswers: Partial<Record<ApiOperationName, (item: StoredObject) => unknown>> = {
  "dnsZones.createDnssec": (zone) => dnssecRecordOf(zone.Id, String(zone.Domain ?? "")),
};
