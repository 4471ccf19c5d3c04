// getShieldEventLogs: shieldZoneId, date and maxPages, fuzzed over real HTTP (see data-function-fuzz.ts).
import { fuzzDataFunctionArguments } from "../helpers/data-function-fuzz";

fuzzDataFunctionArguments("getShieldEventLogs");
