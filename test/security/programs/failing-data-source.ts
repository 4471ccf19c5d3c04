// A Pulumi program whose data source call fails and is not caught: the program itself fails.
import * as cloudplatform from "pulumi-cloudplatform";

export const contract = cloudplatform.getPartnerContractOutput();
export const metrics = cloudplatform.getBotDetectionMetrics({ shieldZoneId: "12345" });
