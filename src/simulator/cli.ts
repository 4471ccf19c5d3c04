#!/usr/bin/env node
import { parseArgs } from "node:util";
import { demoListing } from "./demo-listing";
import { startSimulator } from "./server";

const USAGE = `usage: cloudplatform-simulator [options]

Starts the embedded Cloud Platform API on 127.0.0.1 and prints the environment variables that point a program or
the client at it, then the demo account it starts with (area, what, name and id of each object) and a curl command
that changes one of them through the API as an edit in the dashboard would, to make drift. Every start holds the
same demo objects. Stop it with Ctrl+C.

options:
  --port N                    port to listen on (default: a free port)
  --api-key KEY               the account key it accepts (default: a new random key on every start)
  --video-api-key KEY         the video library key it accepts (default: a new random key; must differ from --api-key)
  --encode-video-files-only   an upload that is not a video file ends in status "error", as with the real encoder
  --help                      print this text`;

const OPTIONS = {
  port: { type: "string" },
  "api-key": { type: "string" },
  "video-api-key": { type: "string" },
  "encode-video-files-only": { type: "boolean" },
  help: { type: "boolean" },
} as const;

function portOf(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) > 65535) {
    throw new Error(`--port must be a number from 0 to 65535, got '${value}'\n\n${USAGE}`);
  }
  return Number(value);
}

async function main(): Promise<void> {
  let values: ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>["values"];
  try {
    ({ values } = parseArgs({ options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (error) {
    throw new Error(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const sim = await startSimulator({
    port: portOf(values.port),
    apiKey: values["api-key"],
    videoApiKey: values["video-api-key"],
    encodeVideoFilesOnly: values["encode-video-files-only"],
  });
  const stop = () => void sim.close();
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  process.stdout.write(
    [
      `Cloud Platform API simulator on ${new URL(sim.baseUrl).host} (stop with Ctrl+C).`,
      "Paste these into the shell of a Pulumi program or a script that uses the client",
      "(a stack's own cloudplatform:* config, where set, wins over them):",
      "",
      `export CLOUDPLATFORM_BASE_URL=${sim.baseUrl}`,
      `export CLOUDPLATFORM_VIDEO_URL=${sim.videoUrl}`,
      `export CLOUDPLATFORM_API_KEY=${sim.apiKey}`,
      `export CLOUDPLATFORM_VIDEO_API_KEY=${sim.videoApiKey}`,
      "",
      demoListing(sim),
    ].join("\n"),
  );
}

main().catch((err: Error) => {
  process.stderr.write(`${err.message}\n`);
  process.exitCode = 1;
});
