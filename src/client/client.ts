import { z } from "zod";
import { AppListPage, IntegerId, PullZoneList, SECRET_SETTINGS, ShieldZoneListPage, VideoListPage, inputIssues, parseClientSettings } from "../schemas";
import type { ParentCollection, VolumeSummary } from "../types";
import { aliasMethods, readFirstPage } from "./alias";
import type { AliasMethods } from "./method-alias";
import { apiGroups } from "./api-groups";
import { ApiCaller } from "./caller";
import { checkInput } from "./check-input";
import { COLLECTION_LISTS } from "./collection-lists";
import { declarationOf } from "./declaration-of";
import { methodAliases } from "./method-aliases";
import type { ApiGroups } from "./operations";
import { getVolume } from "./volume-lookup";
import { InputValidationError } from "../errors";

/**
 * Settings of a {@link CloudPlatformClient}: the keys, the two addresses, retries, timeouts and limits. Only `apiKey`
 * is required; every other option has the default stated on it, and a value outside its bounds is refused by the
 * constructor with an {@link InputValidationError}.
 */
export interface ClientOptions {
  /** Account API key, sent as `AccessKey` on every base-address call. */
  apiKey: string;
  /** Video library key for uploads; defaults to `apiKey`. */
  videoApiKey?: string;
  /** Default `https://api.bunny.net`; `http://` only for loopback hosts. */
  baseUrl?: string;
  /** Default `https://video.bunnycdn.com`; `http://` only for loopback hosts. */
  videoUrl?: string;
  /** Retries of a retryable failure; default 3. */
  maxRetries?: number;
  /**
   * Bound of connecting, of waiting for a response and of each pause in a transfer; an upload fails when no byte of
   * its content moves for this long. Default 60.
   */
  timeoutSeconds?: number;
  /** Upper bound of the first backoff delay (it doubles per retry); default 500. */
  minRetryDelayMs?: number;
  /**
   * Cap of any backoff; a 429 whose Retry-After asks for more fails the call at once, saying so; default 30000. A
   * 429 pauses every new request of the process to that address and key for its Retry-After, never less than the
   * backoff.
   */
  maxRetryDelayMs?: number;
  /**
   * Bound of a whole call other than an upload, every attempt and wait included: an answer still arriving then is
   * cut, and no retry starts that would end later. A call that meets 429s is retried until then, not only
   * `maxRetries` times. Default twice `timeoutSeconds`, at least 120.
   */
  callTimeoutSeconds?: number;
  /** Connections open at once to one address; further calls wait for a free one. Default 16. */
  maxConnectionsPerOrigin?: number;
  /** Largest answer body read, in bytes; a larger answer fails the call. Default 67108864 (64 MiB). */
  maxResponseBytes?: number;
  /**
   * Most pages one paged list may take (the volume list, a day's event logs); a list that goes on fails, naming
   * the operation and the count. Default 10000.
   */
  pageLimit?: number;
  /**
   * Seconds for which the answer of a read of a shield zone, an app's volume list, a pull zone, the pull zone list or
   * a video serves the same reads, by any client of the process with the same address and key; a read in flight
   * serves those made while it runs. A write through the client drops the answers it may change. A shared answer is
   * frozen: every caller gets the same read-only value. 0 to 300; default 0: every read is made, and each answer is the
   * caller's own.
   */
  readReuseSeconds?: number;
  /**
   * Paces the requests of the process to each address so that no more than this many start in a second. Unset by
   * default: requests start as they come.
   */
  maxRequestsPerSecond?: number;
  /**
   * Where the keys and addresses came from (a setting, a file), as the failures they may cause say: a 401 that refuses
   * a key names where that key came from; a connection failure, a 404 that is not the API's own and a 404 of the list
   * read to show that an address is the API's name the address and where it came from. Unset: the option's name.
   */
  sources?: {
    /** Where `apiKey` came from, e.g. `the API_KEY environment variable`. */
    apiKey?: string;
    /** Where `videoApiKey` came from. */
    videoApiKey?: string;
    /** Where `baseUrl` came from. */
    baseUrl?: string;
    /** Where `videoUrl` came from. */
    videoUrl?: string;
  };
  /**
   * The settings that failures tell the user to change, as the caller names them: a 401 names the key refused, a 429
   * beyond the cap the setting that raises it. Unset: the client's options (`apiKey`, `videoApiKey`, `maxRetryDelayMs`).
   */
  settingNames?: {
    /** The setting that holds `apiKey`, e.g. `{ name: "apiKey" }`. */
    apiKey?: NamedSetting;
    /** The setting that holds `videoApiKey`. */
    videoApiKey?: NamedSetting;
    /** The setting that bounds a wait before a retry (`maxRetryDelayMs` here). */
    maxRetryDelay?: NamedSetting;
  };
}

/** A setting as failures name it, and the environment variable that can hold it. */
export interface NamedSetting {
  /** The setting's name, e.g. `cloudplatform:apiKey`. */
  name: string;
  /** The environment variable read when the setting is not set, e.g. `CLOUDPLATFORM_API_KEY`. */
  environmentVariable?: string;
}

const storageZoneList = () => declarationOf("storageZones.list").answer;
const videoLibraryList = () => declarationOf("videoLibraries.list").answer;
const containerRegistryList = () => declarationOf("containerRegistries.list").answer;

/**
 * Reads the first page of `collection` (of one item, where the list is paged: only its answer matters) and resolves
 * once it answered 2xx with the list's shape. The pull zone list has no smaller form than the whole.
 */
async function readFirstPageOf(api: ApiCaller, collection: ParentCollection): Promise<void> {
  switch (collection.kind) {
    case "apps":
      return readFirstPage(api, "listApps", COLLECTION_LISTS.apps, { limit: 1 }, AppListPage);
    case "shieldZones":
      return readFirstPage(api, "listShieldZones", COLLECTION_LISTS.shieldZones, { page: 1, perPage: 1 }, ShieldZoneListPage);
    case "shieldAccessLists": {
      const zone = { shieldZoneId: collection.shieldZoneId };
      const { shieldZoneId } = checkInput("shieldZones.getAccessLists", z.object({ shieldZoneId: IntegerId }), zone);
      const answer = declarationOf("shieldZones.getAccessLists").answer;
      return readFirstPage(api, "shieldZones.getAccessLists", COLLECTION_LISTS.shieldAccessLists, { shieldZoneId }, answer);
    }
    case "pullZones":
      return readFirstPage(api, "listPullZones", COLLECTION_LISTS.pullZones, { includeCertificate: false }, PullZoneList);
    case "dnsZones":
      return readFirstPage(api, "dnsZones.list", COLLECTION_LISTS.dnsZones, { page: 1, perPage: 5 }, declarationOf("dnsZones.list").answer);
    case "storageZones":
      return readFirstPage(api, "storageZones.list", COLLECTION_LISTS.storageZones, { page: 1, perPage: 5 }, storageZoneList());
    case "containerRegistries":
      return readFirstPage(api, "containerRegistries.list", COLLECTION_LISTS.containerRegistries, {}, containerRegistryList());
    case "videoLibraries":
      return readFirstPage(api, "videoLibraries.list", COLLECTION_LISTS.videoLibraries, { page: 1, perPage: 5 }, videoLibraryList());
    case "libraryCollections": {
      const { libraryId } = checkInput("videoCollections.list", z.object({ libraryId: IntegerId }), { libraryId: collection.libraryId });
      const answer = declarationOf("videoCollections.list").answer;
      const firstItem = { libraryId, page: 1, itemsPerPage: 1 };
      return readFirstPage(api, "videoCollections.list", COLLECTION_LISTS.libraryCollections, firstItem, answer);
    }
    case "shieldCustomWafRules":
      return readFirstRules(api, COLLECTION_LISTS.shieldCustomWafRules, collection.shieldZoneId);
    case "shieldRateLimits":
      return readFirstRules(api, COLLECTION_LISTS.shieldRateLimits, collection.shieldZoneId);
    case "libraryVideos": {
      const { libraryId } = checkInput("listVideos", z.object({ libraryId: IntegerId }), { libraryId: collection.libraryId });
      return readFirstPage(api, "listVideos", COLLECTION_LISTS.libraryVideos, { libraryId, page: 1, itemsPerPage: 1 }, VideoListPage);
    }
  }
}

/** Reads the first page (of one rule) of a shield zone's rules by `list`, the zone's id checked first. */
function readFirstRules(api: ApiCaller, list: "shieldWaf.listCustomRules" | "shieldRateLimits.list", zoneId: string): Promise<void> {
  const { shieldZoneId } = checkInput(list, z.object({ shieldZoneId: IntegerId }), { shieldZoneId: zoneId });
  return readFirstPage(api, list, list, { shieldZoneId, page: 1, perPage: 1 }, declarationOf(list).answer);
}

/** One method per API operation. Every input is validated before the call and every answer is parsed.
 *
 * @example
 * ```ts
 * import { CloudPlatformClient } from "pulumi-cloudplatform/client";
 *
 * const client = new CloudPlatformClient({
 *   apiKey: process.env.CLOUDPLATFORM_API_KEY!,
 *   videoApiKey: process.env.CLOUDPLATFORM_VIDEO_API_KEY,
 * });
 * await client.updateVolume("app-1", "vol-1", { size: 30 });
 * for await (const page of client.shieldEventLogPages("12345", "11-24-2026")) {
 *   console.log(page.logs.length);
 * }
 * await client.close();
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- the interface declares the tables' methods
export class CloudPlatformClient {
  readonly #api: ApiCaller;
  readonly #options: ClientOptions;
  /** The lists whose read showed their address to be the API's, by list. */
  readonly #confirmedAddresses = new Map<string, Promise<void>>();
  /** The clients {@link withVideoApiKey} made, by their video key. */
  readonly #keyedClients = new Map<string, CloudPlatformClient>();

  constructor(options: ClientOptions) {
    const result = parseClientSettings(options);
    if (!result.success) throw new InputValidationError(inputIssues(result.error, { input: options, secret: SECRET_SETTINGS }));
    this.#api = new ApiCaller(result.data);
    this.#options = options;
    Object.assign(this, aliasMethods(this.#api, methodAliases), apiGroups(this.#api));
  }

  /**
   * One volume of the app, found in the app's whole list (`GET /mc/apps/{appId}/volumes`, every page): the API has
   * no read of a single volume. A list without it fails with NotListedError; an app that does not exist, with the
   * API's 404 (NotFoundError).
   */
  getVolume(appId: string, volumeId: string): Promise<VolumeSummary> {
    return getVolume(appId, volumeId, (app) => this.listVolumes(app));
  }

  /**
   * Shows that the address answers as the API: reads the first page of `collection` (`GET /mc/apps`,
   * `GET /shield/shield-zones`, `GET /pullzone`, `GET /dnszone`, `GET /storagezone`, `GET /videolibrary`,
   * `GET {videoUrl}/library/{libraryId}/collections`, or `GET {videoUrl}/library/{libraryId}/videos`) and resolves
   * once it answered 2xx with the list's shape. A 404 for an object of that list, on the same address, is then the
   * API's word that the object is gone, not a wrong address's (a `/v2` suffix) or a gateway's. An answer that showed it
   * is kept for the client's life; a failure is thrown, and the next call reads again.
   */
  confirmApiAddress(collection: ParentCollection): Promise<void> {
    const key = JSON.stringify(collection);
    let confirmed = this.#confirmedAddresses.get(key);
    if (confirmed === undefined) {
      confirmed = readFirstPageOf(this.#api, collection);
      this.#confirmedAddresses.set(key, confirmed);
      confirmed.catch(() => this.#confirmedAddresses.delete(key));
    }
    return confirmed;
  }

  /**
   * This client with `videoApiKey` as the key of its video calls: a library's own key, which the video API takes for
   * that library. A key it refuses is named in the failure as `setting` (the input that gave it). One client per key,
   * closed with this one.
   */
  withVideoApiKey(videoApiKey: string, setting: string): CloudPlatformClient {
    let keyed = this.#keyedClients.get(videoApiKey);
    if (keyed === undefined) {
      keyed = new CloudPlatformClient({
        ...this.#options,
        videoApiKey,
        sources: { ...this.#options.sources, videoApiKey: setting },
        settingNames: { ...this.#options.settingNames, videoApiKey: { name: setting } },
      });
      this.#keyedClients.set(videoApiKey, keyed);
    }
    return keyed;
  }

  /** Closes the kept-alive connections, and those of the clients {@link withVideoApiKey} made. */
  async close(): Promise<void> {
    await Promise.all([this.#api.close(), ...[...this.#keyedClients.values()].map((keyed) => keyed.close())]);
  }
}

/* eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging --
   the aliases' methods and the groups of operations, which the constructor makes from their tables */
export interface CloudPlatformClient extends AliasMethods<typeof methodAliases>, ApiGroups {}
