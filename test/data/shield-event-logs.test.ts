// getShieldEventLogs: shieldZoneId, date and maxPages, fuzzed over real HTTP (see data-source-fuzz.ts).
import { fuzzDataSourceArguments } from "../helpers/data-source-fuzz";

fuzzDataSourceArguments("getShieldEventLogs");
