import { z } from "zod";
import { answerObject } from "../api/answer-object";
import { ShieldZoneSchema } from "./shield-zone";
import { LibraryVideoSchema } from "./video-model";

// The first pages of the lists whose answer shows that an address is the API's: read for that alone, so only their
// items are checked, and a body without them (a gateway's answer to any route) does not show it.

/** A page of `GET /mc/apps` (ListApplicationsResponse): its apps, by id. */
export const AppListPage = answerObject({ items: z.array(answerObject({ id: z.string() })) });

/** A page of `GET /shield/shield-zones` (GetShieldZonesResponse): its zones, null for none. */
export const ShieldZoneListPage = answerObject({ data: z.array(ShieldZoneSchema).nullable() });

/** A page of `GET /library/{libraryId}/videos` (PaginationListOfVideoModel): its videos, null for none. */
export const VideoListPage = answerObject({ items: z.array(LibraryVideoSchema).nullable() });
