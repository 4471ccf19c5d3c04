import { z } from "zod";
import type { CloudPlatformClient } from "../client";

/**
 * The input of a resource of the video API that holds its library's own key (a `VideoLibrary`'s `apiKey`): a secret,
 * sent instead of the configured `videoApiKey`, and kept in the state, encrypted, so that a refresh and a delete send
 * it too.
 */
export const LIBRARY_KEY = "libraryApiKey";

/** The check of the library's key. */
export const LibraryKeySchema = z.string().min(1);

/** The client whose video calls send the library's key `values` holds; the configured client where it holds none. */
export function libraryKeyed(client: CloudPlatformClient, values: object, resource: string): CloudPlatformClient {
  const key = (values as Record<string, unknown>)[LIBRARY_KEY];
  return typeof key === "string" ? client.withVideoApiKey(key, `the ${resource}'s ${LIBRARY_KEY} input`) : client;
}
