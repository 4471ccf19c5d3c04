import type { ContainerTemplateRecord } from "./container-template";
import type { StoredObject, TableStore } from "./table-store";

/**
 * The simulator's live in-memory state. Every route reads and writes these
 * objects on each request, so a test may change them between calls (for
 * example to simulate drift made outside Pulumi) and see the API answer
 * accordingly.
 */
export interface SimulatorState {
  /** appId -> application. */
  apps: Map<string, AppRecord>;
  /** hostname (lower case) -> external certificate (DNS or HTTP) of a pull zone hostname. */
  certificates: Map<string, CertificateRecord>;
  /** pullZoneId -> pull zone. */
  pullZones: Map<string, PullZoneRecord>;
  /**
   * Hostnames (lower case) whose DNS points at the CDN: a free certificate is issued for these alone, as the API issues
   * one only once its HTTP check reaches the pull zone. System and managed hostnames need not be listed.
   */
  pointedHostnames: Set<string>;
  /** shieldZoneId -> shield zone. */
  shieldZones: Map<string, ShieldZoneRecord>;
  /**
   * How the shield zone read answers for a zone id that does not exist: `notFound` is 404 with a JSON body;
   * `notFoundOrUnauthorised` is 202 with `success: false` and errorKey
   * `not_found_or_unauthorised_access.shieldzone`, the ambiguous answer the shield area also gives.
   */
  missingShieldZone: "notFound" | "notFoundOrUnauthorised";
  /** Images (`namespace/name:tag`) no registry serves: an app that runs one fails its deployment. */
  unpullableImages: Set<string>;
  /**
   * How many reads a shield zone the create (or the under-attack create) makes answers 202, with no data and errorKey
   * `not_found_or_unauthorised_access.shieldzone`, before the reads show it: the API makes the zone in the background.
   * 0 (the default): the next read shows it.
   */
  shieldZoneReadsBeforeReady: number;
  /** libraryId -> video library. */
  videoLibraries: Map<string, VideoLibraryRecord>;
  /** The account's partner status and contract, as the contract read answers them. */
  partner: PartnerRecord;
  /** The objects of the operations no hand-written route serves. */
  table: TableStore;
}

/** A container app: its volume templates and container templates. */
export interface AppRecord {
  /** volumeId -> volume template. */
  volumes: Map<string, VolumeRecord>;
  /** containerId -> container template, answered as is by the container read. */
  containers: Map<string, ContainerTemplateRecord>;
  /** The app's other fields, as the app read answers them; absent: as the API has them for a new app. */
  fields?: StoredObject;
  /** The status a deployment under way ends in, which the next read reports; absent when none is under way. */
  deployment?: "active" | "failing";
}

/** A volume template of an app, as the volume list reports it and the volume PATCH changes it. */
export interface VolumeRecord {
  /** Id of the volume template in its app; the same as its key in {@link AppRecord.volumes}. */
  id: string;
  /** The volume's name; the PATCH sets 1 to 50 letters, digits, `_` and `-`. */
  name: string;
  /** The volume's size; the PATCH sets an integer from 1 to 100 (the API does not state the unit). */
  size: number;
  /** Storage used across the volume's instances, in the unit of `size`; the PATCH leaves it as it is. */
  totalUsage: number;
}

/** How the steps of an external certificate (DNS or HTTP) answer for one hostname. */
export interface CertificateRecord {
  /** Whether the completion's verification succeeds; false answers 400 with ErrorKey/Field/Message. */
  verified: boolean;
  /** How many completions succeeded. */
  completed: number;
}

/** A pull zone, answered as the API's PullZone model by the pull zone read and list. */
export interface PullZoneRecord {
  /** The zone's name; the zone's `CnameDomain` is `<name>.b-cdn.net`. */
  name: string;
  /** The URL the zone pulls content from, e.g. `https://origin.example.com`. */
  originUrl: string;
  /** Every hostname linked to the zone, system hostname included. */
  hostnames: HostnameRecord[];
  /** The zone's other fields, as the pull zone read answers them; absent: as the API has them for a new zone. */
  fields?: StoredObject;
}

/** A hostname of a pull zone. */
export interface HostnameRecord {
  /** The hostname's own numeric id. */
  id: number;
  /** The hostname, e.g. `cdn.example.com`; matched case-insensitively. */
  value: string;
  /** Set by a successful certificate completion of this hostname. */
  hasCertificate: boolean;
  /** A b-cdn.net hostname the platform gives every pull zone. */
  isSystemHostname: boolean;
  /** A hostname another product of the platform made and manages (a container app's `*.bunny.run`); absent: false. */
  isManagedHostname?: boolean;
  /** Whether visitors are redirected to HTTPS on this hostname; absent: false. */
  forceSsl?: boolean;
  /** The kind of key of its free certificates, as `CertificateKeyType` answers it: 0 Ecdsa, 1 Rsa; absent: 0. */
  certificateKeyType?: 0 | 1;
  /**
   * How the certificate was issued, as `CertificateProvisionType` answers it: 1 a free certificate (HTTP-01), 3 the
   * user's own; absent: 2 (a DNS-01 completion) while it has one.
   */
  provisionType?: 1 | 3;
}

/** 0 = Ignore, 1 = LogOnly, 2 = DisableRule. */
export type WafRuleActionCode = 0 | 1 | 2;

/** A shield zone: who may review its WAF rules, the rules' actions, its bot detection metrics. */
export interface ShieldZoneRecord {
  /** false: the account may not manage this zone; reviews and reads answer 202 with success:false. */
  acceptsReviews: boolean;
  /** The pull zone the shield zone protects. */
  pullZoneId: number;
  /** Rule ids that may be reviewed; any other ruleId answers success:false. */
  triggeredRuleIds: Set<string>;
  /** ruleId -> the action applied by the last successful review. */
  wafReviews: Map<string, WafRuleActionCode>;
  /** The zone's `wafDisabledRules`: a review with action 2 adds a rule, 1 and 0 take it out. */
  wafDisabledRules: Set<string>;
  /** The zone's `wafLogOnlyRules`: a review with action 1 adds a rule, 2 and 0 take it out. */
  wafLogOnlyRules: Set<string>;
  /** The zone's bot detection metrics, answered as the `data` object of the metrics read. */
  botMetrics: BotDetectionMetricsRecord;
  /** The zone's other fields, as the shield zone read answers them; absent: as the API has them for a new zone. */
  fields?: StoredObject;
  /** Reads still answered 202 before the zone shows (see {@link SimulatorState.shieldZoneReadsBeforeReady}). */
  pendingReads?: number;
  /** The HTML of the zone's custom response pages, by page type (`block`); absent: it has none. */
  customPages?: Map<string, string>;
}

/** The bot detection figures of one day. */
export interface BotDetectionDayRecord {
  /** Requests logged by bot detection that day. */
  loggedRequests: number;
  /** Requests challenged by bot detection that day. */
  challengedRequests: number;
}

/** Bot detection metrics of a shield zone, field for field the `data` object the API sends. */
export interface BotDetectionMetricsRecord {
  /** Day key (`yyyy-MM-ddT00:00:00Z`) -> counts; null when the zone has no overview. */
  overviewPastTwentyEightDays: Record<string, BotDetectionDayRecord> | null;
  /** Requests logged by bot detection. */
  totalLoggedRequests: number;
  /** Requests challenged by bot detection. */
  totalChallengedRequests: number;
}

/** A video library: its videos and whether a video may take a second file. */
export interface VideoLibraryRecord {
  /** false: a video that already has a file refuses another upload with 400. */
  allowReupload: boolean;
  /** videoId -> video. */
  videos: Map<string, VideoRecord>;
  /** The library's other fields, as the library read answers them; absent: as the API has them for a new library. */
  fields?: StoredObject;
}

/** The video API's status integers (VideoModelStatus), by name. */
export const VIDEO_STATUS = {
  /** Created, without a file. */
  created: 0,
  /** The file is received; encoding has not started. */
  uploaded: 1,
  /** The file is being processed. */
  processing: 2,
  /** The file is being encoded. */
  transcoding: 3,
  /** Encoded and ready to play. */
  finished: 4,
  /** The file is there but its encoding failed. */
  error: 5,
  /** The upload did not complete: the video has no file. */
  uploadFailed: 6,
  /** JIT encoding is segmenting the file. */
  jitSegmenting: 7,
  /** JIT encoding has created the video's playlists. */
  jitPlaylistsCreated: 8,
} as const;

/** A video status as the API sends it: an integer from 0 to 8 (see {@link VIDEO_STATUS}). */
export type VideoStatusCode = (typeof VIDEO_STATUS)[keyof typeof VIDEO_STATUS];

/** Every field is optional: an empty record is a video created without a title and without a file. */
export interface VideoRecord {
  /** Absent: the video id stands for the title. */
  title?: string;
  /** Absent or "": in no collection. */
  collectionId?: string;
  /** Milliseconds into the video where the thumbnail is taken. */
  thumbnailTime?: number;
  /** ISO date-time of the creation; absent: the start of 2026. */
  dateUploaded?: string;
  /** Absent: `finished` with a file, `created` without. A successful upload clears it. */
  status?: VideoStatusCode;
  /** The last accepted upload; absent while the video has no file. */
  upload?: UploadRecord;
  /** The captions the video holds, one per language, in the order they were first added; absent: none. */
  captions?: CaptionRecord[];
  /** Fields written through the API that the video read answers as written; absent: none. */
  fields?: Record<string, unknown>;
}

/** One language's captions of a video, as its read lists them (the file is not kept). */
export interface CaptionRecord {
  /** The language code the captions were written under (the path's `srclang`). */
  srclang: string;
  /** The label sent with them; null when none was. */
  label: string | null;
  /** 1 for the first upload of the language, raised by each upload over it. */
  version: number;
}

/** The file a video holds, as the simulator received it (it keeps the fingerprint, not the bytes). */
export interface UploadRecord {
  /** Number of bytes received: the video's `storageSize`, and its `length` at 250000 bytes per second. */
  bytes: number;
  /** Lower-case hex sha256 of the bytes received. */
  sha256: string;
  /** The query parameters the upload was sent with. */
  query: Record<string, string>;
}

/** The account's standing as a partner. */
export interface PartnerRecord {
  /** false: the contract read answers 403. */
  isPartner: boolean;
  /** null: the contract read answers 404. */
  contract: PartnerContractRecord | null;
}

/** Field names and integer enums exactly as the API sends them. */
export interface PartnerContractRecord {
  /** Id of the partner-customer relationship: set for a customer contract, null for a partner-level contract. */
  PartnerCustomerId: number | null;
  /** Total value of the contract over the agreed period. */
  ContractValue: number;
  /** The monthly commitment; null when none is agreed. */
  MonthlyCommitmentValue: number | null;
  /** Start of the contract, as an ISO 8601 date-time in UTC. */
  ContractStartDate: string;
  /** End of the contract, as an ISO 8601 date-time in UTC. */
  ContractEndDate: string;
  /** 1 = Pay As You Go, 2 = Post Paid. */
  ContractBillingType: 1 | 2;
  /** 0 = US Dollar, 1 = Euro. */
  Currency: 0 | 1;
  /** Id of the user who last updated the contract. */
  UpdatedByUserId: string;
  /** Id of the partner a partner-level contract applies to; null for a customer contract. */
  PartnerUserId: string | null;
}
