import { readFileSync } from "node:fs";
import * as pulumi from "@pulumi/pulumi";
import * as cloudplatform from "pulumi-cloudplatform";

/** A resource as the JSON file the stack config `resourcesFile` names lists it. */
interface Declared {
  className: "Volume" | "ExternalDnsCertificate" | "WafRuleReview" | "Video";
  name: string;
  inputs: Record<string, unknown>;
}

const classes = {
  Volume: cloudplatform.Volume,
  ExternalDnsCertificate: cloudplatform.ExternalDnsCertificate,
  WafRuleReview: cloudplatform.WafRuleReview,
  Video: cloudplatform.Video,
} as unknown as Record<Declared["className"], new (name: string, args: Record<string, unknown>) => pulumi.CustomResource>;

/**
 * A resource of the same type as a class of the package, served by the `__provider` text its inputs carry, registered
 * as Pulumi's own classes register (the plugin's generated SDK's among them), not as the package's, which pause the
 * stacks of their property promises meanwhile (src/promise-stacks.ts).
 */
class StandIn extends pulumi.CustomResource {}

const config = new pulumi.Config();
// The `__provider` text every resource carries in place of its class's, for a stand-in provider of the same types.
const provider = config.get("provider");
// A file, not a config value: the language host passes the config to node in one environment variable, which a
// thousand resources would make longer than a process's argument limit.
const declared = JSON.parse(readFileSync(config.require("resourcesFile"), "utf8")) as Declared[];
for (const { className, name, inputs } of declared) {
  if (provider === undefined) new classes[className](name, inputs);
  else new StandIn(`pulumi-nodejs:dynamic/cloudplatform:${className}`, name, { ...inputs, __provider: provider });
}

/** The stack config `externalDnsCertificate`: a hostname, and the DNS zone of its domain by id and domain. */
interface CertificateFlow {
  hostname: string;
  zoneId: string;
  domain: string;
}

// The three steps of an external DNS certificate, where the stack config names them: the request, the TXT record it
// answers (named in the zone, without its domain), and the completion, which waits for the record.
const flow = config.getObject<CertificateFlow>("externalDnsCertificate");
if (flow !== undefined) {
  const request = new cloudplatform.ExternalDnsCertificateRequest("flow-request", { hostname: flow.hostname });
  const challenge = new cloudplatform.DnsRecord("flow-challenge", {
    zoneId: flow.zoneId,
    type: "TXT",
    name: request.txtRecordName.apply((name) => name.slice(0, -(flow.domain.length + 1))),
    value: request.txtRecordValue,
  });
  new cloudplatform.ExternalDnsCertificate("flow-certificate", { hostname: flow.hostname, triggers: [challenge.value] });
}

/** The stack config `otherCertificates`: a hostname proven by the file its server serves, and a DNS zone by id. */
interface OtherCertificates {
  httpHostname: string;
  wildcardZoneId: string;
}

// The two steps of an external HTTP certificate, the completion waiting for the request's answer, and a DNS zone's
// wildcard certificate, where the stack config names them.
const others = config.getObject<OtherCertificates>("otherCertificates");
if (others !== undefined) {
  const request = new cloudplatform.ExternalHttpCertificateRequest("http-request", { hostname: others.httpHostname });
  new cloudplatform.ExternalHttpCertificate("http-certificate", { hostname: others.httpHostname, triggers: [request.challenge] });
  new cloudplatform.DnsZoneWildcardCertificate("zone-wildcard", { zoneId: others.wildcardZoneId });
}
