import { z } from "zod";
import type { PullZone } from "../types";
import { answerObject } from "../api/answer-object";
import { parsesTo } from "./parses-to";
import { rule } from "./rules";

const HOSTNAME_RULE = "must be a DNS hostname: dot-separated labels of letters, digits and '-', at most 253 characters";
const LABEL = /^(?!-)[a-zA-Z0-9-]{1,63}(?<!-)$/;

/** A hostname of a pull zone, e.g. `cdn.example.com`. */
export const Hostname = z
  .string(rule(HOSTNAME_RULE))
  .max(253, HOSTNAME_RULE)
  .refine((value) => value.split(".").every((label) => LABEL.test(label)), HOSTNAME_RULE);

/** A hostname of a pull zone as the API reports it. Certificate and key fields are dropped, never kept. */
const PullZoneHostnameSchema = answerObject({
  Id: z.number().int(),
  Value: z.string().nullish(),
  HasCertificate: z.boolean(),
}).transform((wire) => ({
  id: String(wire.Id),
  value: wire.Value ?? null,
  hasCertificate: wire.HasCertificate,
}));

/** A pull zone (`PullZoneModel`) reduced to its id, name and hostnames. */
export const PullZoneSchema = parsesTo<PullZone>()(answerObject({
  Id: z.number().int(),
  Name: z.string().nullish(),
  Hostnames: z.array(PullZoneHostnameSchema).nullish(),
}).transform((wire) => ({
  id: String(wire.Id),
  name: wire.Name ?? null,
  hostnames: wire.Hostnames ?? [],
})));

/** Answer of `GET /pullzone` without `page` (page 0): every zone in one array. */
export const PullZoneList = z.array(PullZoneSchema);
