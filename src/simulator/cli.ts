import { startSimulator } from "./server";

const USAGE = "usage: node dist/simulator/cli.js [--port N]";

function portFrom(args: string[]): number {
  if (args.length === 0) return 0;
  const value =
    args.length === 2 && args[0] === "--port" ? args[1]
    : args.length === 1 && args[0].startsWith("--port=") ? args[0].slice("--port=".length)
    : undefined;
  if (value === undefined) throw new Error(USAGE);
  if (!/^\d+$/.test(value) || Number(value) > 65535) {
    throw new Error(`--port must be a number from 0 to 65535, got '${value}'\n${USAGE}`);
  }
  return Number(value);
}

async function main(): Promise<void> {
  const sim = await startSimulator({ port: portFrom(process.argv.slice(2)) });
  const stop = () => void sim.close();
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  process.stdout.write(
    [
      "Cloud Platform API simulator (stop with Ctrl+C)",
      `baseUrl: ${sim.baseUrl}`,
      `videoUrl: ${sim.videoUrl}`,
      `apiKey: ${sim.apiKey}`,
      `videoApiKey: ${sim.videoApiKey}`,
      "",
    ].join("\n"),
  );
}

main().catch((err: Error) => {
  process.stderr.write(`${err.message}\n`);
  process.exitCode = 1;
});
