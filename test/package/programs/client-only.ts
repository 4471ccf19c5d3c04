// A script with no Pulumi at all: the client and the simulator from their subpaths. It must compile without
// @pulumi/pulumi's types and run without @pulumi/pulumi installed.
import { CloudPlatformClient, UnauthorizedError } from "pulumi-cloudplatform/client";
import { startSimulator } from "pulumi-cloudplatform/simulator";

async function main(): Promise<void> {
  const simulator = await startSimulator();
  const client = new CloudPlatformClient({ apiKey: simulator.apiKey, baseUrl: simulator.baseUrl, maxRetries: 0 });
  const wrongKey = new CloudPlatformClient({ apiKey: "not-the-key", baseUrl: simulator.baseUrl, maxRetries: 0 });
  try {
    const contract = await client.getPartnerContract();
    const refused = await wrongKey.getPartnerContract().then(
      () => "accepted",
      (error: unknown) => (error instanceof UnauthorizedError ? `refused with ${error.status}` : String(error)),
    );
    console.log(JSON.stringify({ billingType: contract.billingType, wrongKey: refused }));
  } finally {
    await Promise.all([client.close(), wrongKey.close()]);
    await simulator.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
