import * as pulumi from "@pulumi/pulumi";
import * as cloudplatform from "pulumi-cloudplatform";

/** A resource as the stack config `resources` lists it. */
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

for (const { className, name, inputs } of new pulumi.Config().requireObject<Declared[]>("resources")) {
  new classes[className](name, inputs);
}
