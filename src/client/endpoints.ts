import { collectionEndpoints } from "./collections";
import { containerAppEndpoints } from "./container-apps";
import { partnerEndpoints } from "./partner";
import { pullZoneEndpoints } from "./pull-zones";
import { shieldEndpoints } from "./shield";
import { videoEndpoints } from "./video";

/** The endpoints that are methods of the client, by method name. */
export const clientEndpoints = {
  ...containerAppEndpoints,
  ...pullZoneEndpoints,
  ...shieldEndpoints,
  ...videoEndpoints,
  ...partnerEndpoints,
};

/** Every endpoint the client calls. */
export const apiEndpoints = { ...clientEndpoints, ...collectionEndpoints };
