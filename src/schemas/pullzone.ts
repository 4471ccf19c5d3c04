import { z } from "zod";
import { rule } from "./rules";

const HOSTNAME_RULE = "must be a DNS hostname: dot-separated labels of letters, digits and '-', at most 253 characters";
const LABEL = /^(?!-)[a-zA-Z0-9-]{1,63}(?<!-)$/;

/** A hostname of a pull zone, e.g. `cdn.example.com`. */
export const Hostname = z
  .string(rule(HOSTNAME_RULE))
  .max(253, HOSTNAME_RULE)
  .refine((value) => value.split(".").every((label) => LABEL.test(label)), HOSTNAME_RULE);
export type Hostname = z.output<typeof Hostname>;

/** Body of `POST /pullzone/completeExternalDnsCertificate`. */
export const CompleteExternalDnsCertificateRequest = z.strictObject({ Hostname });
export type CompleteExternalDnsCertificateRequest = z.output<typeof CompleteExternalDnsCertificateRequest>;
