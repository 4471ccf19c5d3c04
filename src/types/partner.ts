/** The contract of the authenticated partner (`GET /partner/contract`), decoded to camelCase names. */
export interface PartnerContract {
  /** Id of the partner-customer relationship: set for a customer contract, null for a partner-level contract. */
  partnerCustomerId: number | null;
  /** Total value of the contract over the agreed period. */
  contractValue: number;
  /** The monthly commitment; null when none is agreed. */
  monthlyCommitmentValue: number | null;
  /** Start of the contract, as an ISO 8601 date-time in UTC. */
  contractStartDate: string;
  /** End of the contract, as an ISO 8601 date-time in UTC. */
  contractEndDate: string;
  /** How the contract is billed. */
  billingType: "payAsYouGo" | "postPaid";
  /** The contract's currency. */
  currency: "USD" | "EUR";
  /** Id of the user who last updated the contract. */
  updatedByUserId: string;
  /** Id of the partner a partner-level contract applies to; null for a customer contract. */
  partnerUserId: string | null;
}
