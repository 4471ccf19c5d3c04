/**
 * The simulator's live in-memory state. Every route reads and writes these
 * objects on each request, so a test may change them between calls (for
 * example to simulate drift made outside Pulumi) and see the API answer
 * accordingly.
 */
export interface SimulatorState {
  /** appId -> application. */
  apps: Map<string, AppRecord>;
  /** hostname (lower case) -> external DNS certificate of a pull zone hostname. */
  certificates: Map<string, CertificateRecord>;
  /** pullZoneId -> pull zone. */
  pullZones: Map<string, PullZoneRecord>;
  /** shieldZoneId -> shield zone. */
  shieldZones: Map<string, ShieldZoneRecord>;
  /**
   * How the shield zone read answers for a zone id that does not exist: `notFound` is 404 with a JSON body;
   * `notFoundOrUnauthorised` is 202 with `success: false` and errorKey
   * `not_found_or_unauthorised_access.shieldzone`, the ambiguous answer the shield area also gives.
   */
  missingShieldZone: "notFound" | "notFoundOrUnauthorised";
  /** libraryId -> video library. */
  videoLibraries: Map<string, VideoLibraryRecord>;
  partner: PartnerRecord;
}

export interface AppRecord {
  /** volumeId -> volume template. */
  volumes: Map<string, VolumeRecord>;
  /** containerId -> container template, answered as is by the container read. */
  containers: Map<string, ContainerTemplate>;
}

export interface VolumeRecord {
  id: string;
  name: string;
  size: number;
  totalUsage: number;
}

export interface CertificateRecord {
  /** Whether the external DNS verification succeeds; false answers 400 with ErrorKey/Field/Message. */
  verified: boolean;
  /** How many completions succeeded. */
  completed: number;
}

export interface PullZoneRecord {
  name: string;
  originUrl: string;
  hostnames: HostnameRecord[];
}

export interface HostnameRecord {
  /** The hostname's own numeric id. */
  id: number;
  value: string;
  /** Set by a successful certificate completion of this hostname. */
  hasCertificate: boolean;
  /** A b-cdn.net hostname the platform gives every pull zone. */
  isSystemHostname: boolean;
}

/** 0 = Ignore, 1 = LogOnly, 2 = DisableRule. */
export type WafRuleActionCode = 0 | 1 | 2;

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
  botMetrics: BotDetectionMetrics;
}

export interface BotDetectionDay {
  loggedRequests: number;
  challengedRequests: number;
}

export interface BotDetectionMetrics {
  /** Day key (`yyyy-MM-ddT00:00:00Z`) -> counts; null when the zone has no overview. */
  overviewPastTwentyEightDays: Record<string, BotDetectionDay> | null;
  totalLoggedRequests: number;
  totalChallengedRequests: number;
}

export interface VideoLibraryRecord {
  /** false: a video that already has a file refuses another upload with 400. */
  allowReupload: boolean;
  /** videoId -> video. */
  videos: Map<string, VideoRecord>;
}

/** The video API's status integers (VideoModelStatus), by name. */
export const VIDEO_STATUS = {
  created: 0,
  uploaded: 1,
  processing: 2,
  transcoding: 3,
  finished: 4,
  error: 5,
  uploadFailed: 6,
  jitSegmenting: 7,
  jitPlaylistsCreated: 8,
} as const;

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
}

export interface UploadRecord {
  bytes: number;
  /** Lower-case hex sha256 of the bytes received. */
  sha256: string;
  /** The query parameters the upload was sent with. */
  query: Record<string, string>;
}

export interface PartnerRecord {
  /** false: the contract read answers 403. */
  isPartner: boolean;
  /** null: the contract read answers 404. */
  contract: PartnerContract | null;
}

/** Field names and integer enums exactly as the API sends them. */
export interface PartnerContract {
  PartnerCustomerId: number | null;
  ContractValue: number;
  MonthlyCommitmentValue: number | null;
  ContractStartDate: string;
  ContractEndDate: string;
  /** 1 = Pay As You Go, 2 = Post Paid. */
  ContractBillingType: 1 | 2;
  /** 0 = US Dollar, 1 = Euro. */
  Currency: 0 | 1;
  UpdatedByUserId: string;
  PartnerUserId: string | null;
}

export interface ContainerTemplate {
  id: string;
  name: string;
  packageId: string;
  image: string;
  imageName: string;
  imageNamespace: string;
  imageTag: string;
  imageRegistryId: string;
  imageDigest: string;
  imagePullPolicy: "always" | "ifNotPresent";
  entryPoint: {
    command?: string | null;
    commandArray?: string[] | null;
    arguments?: string | null;
    argumentsArray?: string[] | null;
    workingDirectory?: string | null;
  };
  probes: { startup?: ContainerProbe; readiness?: ContainerProbe; liveness?: ContainerProbe };
  environmentVariables: { name: string; value?: string }[];
  endpoints: ContainerEndpoint[];
  volumeMounts: { name: string; mountPath: string }[];
}

export interface ContainerProbe {
  initialDelaySeconds?: number | null;
  periodSeconds?: number | null;
  timeoutSeconds?: number | null;
  failureThreshold?: number | null;
  successThreshold?: number | null;
  httpGet?: { request?: { path?: string; portNumber?: number }; response?: { expectedStatusCode?: string } };
  tcpSocket?: { request?: { portNumber?: number } };
  grpc?: { request?: { portNumber?: number; serviceName?: string | null } };
}

export interface ContainerEndpoint {
  id: string;
  displayName: string;
  publicHost: string;
  type: "cdn" | "anycast" | "publicIp";
  isSslEnabled: boolean;
  pullZoneId: string;
  portMappings: { containerPort: number; exposedPort: number; protocols: ("tcp" | "udp" | "sctp")[] }[];
  stickySessions?: { enabled: boolean; sessionHeaders: string[]; cookieName: string };
  internalIpAddresses?: { address: string; region: string }[] | null;
  publicIpAddresses?: { address: string; region: string }[] | null;
}
