import { readFileSync } from "node:fs";
import * as pulumi from "@pulumi/pulumi";
import * as cloudplatform from "cloudplatform-sdk";

/** A resource as the JSON file the stack config `resourcesFile` names lists it (the big-stack program's file). */
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

const config = new pulumi.Config();
const declared = JSON.parse(readFileSync(config.require("resourcesFile"), "utf8")) as Declared[];
for (const { className, name, inputs } of declared) new classes[className](name, inputs);
