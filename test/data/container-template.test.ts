// getContainerTemplate: appId and containerId, fuzzed over real HTTP (see data-function-fuzz.ts).
import { fuzzDataFunctionArguments } from "../helpers/data-function-fuzz";

fuzzDataFunctionArguments("getContainerTemplate");
