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
  /** shieldZoneId -> shield zone. */
  shieldZones: Map<string, ShieldZoneRecord>;
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

/** 0 = Ignore, 1 = LogOnly, 2 = DisableRule. */
export type WafRuleActionCode = 0 | 1 | 2;

export interface ShieldZoneRecord {
  /** false: the account may not manage this zone; reviews answer 202 with success:false. */
  acceptsReviews: boolean;
  /** Rule ids that may be reviewed; any other ruleId answers success:false. */
  triggeredRuleIds: Set<string>;
  /** ruleId -> the action applied by the last successful review. */
  wafReviews: Map<string, WafRuleActionCode>;
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

export interface VideoRecord {
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
