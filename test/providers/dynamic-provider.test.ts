import { ProviderCallError } from "../helpers/engine/host";
import { resourceUrn, startEngine, type Engine } from "../helpers/engine/lifecycle";
import { installPackage, registeredProvider, resourceType } from "../helpers/installed-package";
import type { InstalledProgram } from "../helpers/engine/program-install";

let program: InstalledProgram;
let engine: Engine;
let provider: string;

beforeAll(async () => {
  program = await installPackage();
  provider = await registeredProvider(program, "WafRuleReview");
  engine = await startEngine(program, {
    provider,
    config: { "cloudplatform:baseUrl": "http://127.0.0.1:9", "cloudplatform:maxRetries": "1" },
    env: { CLOUDPLATFORM_API_KEY: undefined, CLOUDPLATFORM_VIDEO_API_KEY: undefined },
  });
}, 300_000);

afterAll(() => engine?.close());

it("without an apiKey in the stack config or the environment, check and create fail naming both; delete needs no key", async () => {
  const urn = resourceUrn(program, resourceType("WafRuleReview"), "unconfigured");
  const inputs = { shieldZoneId: "12345", ruleId: "942100", action: "ignore" };
  const expected =
    "invalid cloudplatform settings: cloudplatform:apiKey (environment variable CLOUDPLATFORM_API_KEY): is missing: " +
    "run `pulumi config set --secret cloudplatform:apiKey`, which with no value reads the key from standard input and " +
    "keeps it out of the shell history, or set CLOUDPLATFORM_API_KEY";
  const checkError = await engine.preview(urn, inputs).catch((caught) => caught);
  expect(checkError).toBeInstanceOf(ProviderCallError);
  expect(checkError.method).toBe("Check");
  expect(checkError.message).toContain(expected);
  const createError = await engine.host.create(urn, { ...inputs, __provider: provider }).catch((caught) => caught);
  expect(createError).toBeInstanceOf(ProviderCallError);
  expect(createError.message).toBe(expected);
  await expect(engine.host.delete(urn, "12345/942100", { ...inputs, __provider: provider })).resolves.toBeUndefined();
});

it("without an apiKey, inputs that break their rules are reported first and the missing key with them", async () => {
  const urn = resourceUrn(program, resourceType("WafRuleReview"), "unconfigured-and-wrong");
  const checkError = await engine.preview(urn, { shieldZoneId: "zone-1", ruleId: "942100", action: "ignore" }).catch((caught) => caught);
  expect(checkError).toBeInstanceOf(ProviderCallError);
  expect(checkError.method).toBe("Check");
  expect(checkError.message).toMatch(
    /invalid input: shieldZoneId: must be a whole number \(digits only\) \(got "zone-1"\); also invalid cloudplatform settings: cloudplatform:apiKey .*is missing/,
  );
});
