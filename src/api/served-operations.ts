import type { ApiOperationName } from "./operations";
import type { ServedOperation } from "./served-operation";
import { containerAppsServed } from "./served/container-apps";
import { coreServed } from "./served/core";
import { shieldServed } from "./served/shield";
import { videoServed } from "./served/video";

/** What the simulator needs of every operation of the table, by name. */
export const servedOperations = { ...coreServed, ...containerAppsServed, ...shieldServed, ...videoServed } as Record<
  ApiOperationName,
  ServedOperation
>;
