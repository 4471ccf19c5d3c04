// getContainerTemplate: appId and containerId, fuzzed over real HTTP (see data-source-fuzz.ts).
import { fuzzDataSourceArguments } from "../helpers/data-source-fuzz";

fuzzDataSourceArguments("getContainerTemplate");
