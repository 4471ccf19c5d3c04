import { createHash } from "node:crypto";

/** The DNSSEC algorithm of the simulated keys: 13, ECDSA P-256 with SHA-256. */
const ALGORITHM = 13;
/** The DNSKEY flags of a key-signing key (zone key and secure entry point). */
const KEY_SIGNING_FLAGS = 257;
/** The DNSKEY protocol field, always 3. */
const PROTOCOL = 3;

/** A domain as DNS writes it on the wire: each label after its length, in lower case, then the root's empty label. */
function wireName(domain: string): Buffer {
  const labels = domain.toLowerCase().split(".").filter((label) => label !== "");
  const written = labels.map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label, "ascii")]));
  return Buffer.concat([...written, Buffer.from([0])]);
}

/** The key tag of a DNSKEY's data, as RFC 4034 (appendix B) computes it. */
function keyTag(data: Buffer): number {
  let sum = 0;
  data.forEach((byte, index) => (sum += index % 2 === 0 ? byte << 8 : byte));
  sum += (sum >>> 16) & 0xffff;
  return sum & 0xffff;
}

/**
 * The DS record the simulator answers when a zone's DNSSEC is turned on, in the fields of the API's
 * `DnsSecDsRecordModel`: a key of the zone's own, the same for the same zone id and domain, whose key tag and SHA-256
 * digest are computed from it as RFC 4034 says, so that a program can check them. `DigestType` is written as the
 * Terraform provider reads it (`SHA256 (2)`); the key's bytes are hashed from the zone, not a point of the curve.
 */
export function dnssecRecordOf(zoneId: unknown, domain: string): Record<string, unknown> {
  const publicKey = createHash("sha512").update(`${String(zoneId)}:${domain.toLowerCase()}`).digest();
  const data = Buffer.concat([Buffer.from([KEY_SIGNING_FLAGS >> 8, KEY_SIGNING_FLAGS & 0xff, PROTOCOL, ALGORITHM]), publicKey]);
  const tag = keyTag(data);
  const digest = createHash("sha256").update(Buffer.concat([wireName(domain), data])).digest("hex").toUpperCase();
  return {
    Enabled: true,
    DsRecord: `${domain.replace(/\.$/, "")}. 3600 IN DS ${tag} ${ALGORITHM} 2 ${digest}`,
    Digest: digest,
    DigestType: "SHA256 (2)",
    Algorithm: ALGORITHM,
    PublicKey: publicKey.toString("base64"),
    KeyTag: tag,
    Flags: KEY_SIGNING_FLAGS,
    DsConfigured: false,
  };
}
