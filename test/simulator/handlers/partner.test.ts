import { startSimulator, type RunningSimulator } from "../../../src/simulator";
import { send } from "../../helpers/sim-http";

let sim: RunningSimulator;
beforeEach(async () => {
  sim = await startSimulator();
});
afterEach(() => sim.close());

const getContractWithKey = (key: string | undefined) => send(`${sim.baseUrl}/partner/contract`, { key });
const getContract = () => getContractWithKey(sim.apiKey);

test("answers the PascalCase customer contract with integer enums", async () => {
  const reply = await getContract();
  expect(reply.status).toBe(200);
  expect(reply.json).toMatchObject({
    PartnerCustomerId: 7001,
    PartnerUserId: null,
    ContractBillingType: 2,
    Currency: 1,
    ContractValue: expect.any(Number),
    UpdatedByUserId: expect.any(String),
  });
  expect(Number.isNaN(Date.parse(reply.json.ContractStartDate))).toBe(false);
  expect(Date.parse(reply.json.ContractEndDate)).toBeGreaterThan(Date.parse(reply.json.ContractStartDate));
});

test("answers 403 when the account is not a partner and 404 when there is no contract", async () => {
  sim.state.partner.contract = null;
  const missing = await getContract();
  expect(missing.status).toBe(404);
  expect(missing.json).toEqual({ ErrorKey: "partner.contract_not_found", Field: null, Message: expect.any(String) });
  sim.state.partner.isPartner = false;
  const forbidden = await getContract();
  expect(forbidden.status).toBe(403);
  expect(forbidden.json.ErrorKey).toBe("partner.not_partner");
});

test("answers 401 {ErrorKey, Field, Message} without the account key", async () => {
  for (const key of [undefined, sim.videoApiKey]) {
    const reply = await getContractWithKey(key);
    expect(reply.status).toBe(401);
    expect(reply.json).toMatchObject({ ErrorKey: "unauthorized", Message: expect.any(String) });
  }
});
