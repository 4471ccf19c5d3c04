import { collectionEndpoints } from "./collections";
import { containerAppEndpoints } from "./container-apps";
import { partnerEndpoints } from "./partner";
import { pullZoneEndpoints } from "./pull-zones";
import { shieldEndpoints } from "./shield";
import { videoEndpoints } from "./video";

/**
 * The endpoints that are methods of the client, by method name. The type names each area's declarations, so that the
 * client's emitted types keep their doc comments.
 */
export const clientEndpoints: typeof containerAppEndpoints &
  typeof pullZoneEndpoints &
  typeof shieldEndpoints &
  typeof videoEndpoints &
  typeof partnerEndpoints = {
  ...containerAppEndpoints,
  ...pullZoneEndpoints,
  ...shieldEndpoints,
  ...videoEndpoints,
  ...partnerEndpoints,
};

/** Every endpoint the client calls. */
export const apiEndpoints: typeof clientEndpoints & typeof collectionEndpoints = { ...clientEndpoints, ...collectionEndpoints };
