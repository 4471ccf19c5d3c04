// A Pulumi program that reads every data source, in both forms, and makes calls that fail (404, 401,
// invalid arguments), printing and exporting every rendering of each error.
import { inspect } from "node:util";
import * as cloudplatform from "pulumi-cloudplatform";

const now = new Date();
const today = [now.getUTCMonth() + 1, now.getUTCDate()].map((n) => String(n).padStart(2, "0")).join("-") + `-${now.getUTCFullYear()}`;

/** Message, stack, inspect (hidden properties too) and JSON of the error `call` fails with. */
async function failureOf(call: () => Promise<unknown>): Promise<string> {
  try {
    await call();
  } catch (error) {
    const text = [String(error), (error as Error).stack, inspect(error, { depth: 10, showHidden: true }), JSON.stringify(error)].join("\n");
    console.error(text);
    return text;
  }
  throw new Error("the call was expected to fail");
}

export const template = cloudplatform.getContainerTemplate({ appId: "app-demo", containerId: "ctr-web" });
export const templateImage = cloudplatform.getContainerTemplateOutput({ appId: "app-demo", containerId: "ctr-web" }).image;
export const contract = cloudplatform.getPartnerContractOutput();
export const contractNow = cloudplatform.getPartnerContract();
export const metrics = cloudplatform.getBotDetectionMetrics({ shieldZoneId: 12345 });
export const metricsOutput = cloudplatform.getBotDetectionMetricsOutput({ shieldZoneId: "12345" });
export const eventLogPages = cloudplatform.getShieldEventLogsOutput({ shieldZoneId: "12345", date: today, maxPages: 2 }).pages;
export const eventLogs = cloudplatform.getShieldEventLogs({ shieldZoneId: "12345", date: today, maxPages: 1 });

export const failures = (async () => [
  await failureOf(() => cloudplatform.getContainerTemplate({ appId: "app-demo", containerId: "missing" })),
  await failureOf(() => cloudplatform.getShieldEventLogs({ shieldZoneId: "12345", date: "01-01-2020" })),
  await failureOf(() => cloudplatform.getBotDetectionMetrics({ shieldZoneId: ".." })),
  await failureOf(() => cloudplatform.getShieldEventLogs({ shieldZoneId: "12345", date: "02-30-2026", maxPages: 0 })),
])();

console.log("template", inspect(template, { depth: 10 }));
