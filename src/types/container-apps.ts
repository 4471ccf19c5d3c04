export type { PatchVolumeRequest, UpdateVolumeResponse } from "../api/models/container-apps";

/** A volume template of a container app, as the volume list reports it. */
export interface VolumeSummary {
  /** Id of the volume template in its app. */
  id: string;
  /** The volume's name. */
  name: string;
  /** The volume's size (the API does not state the unit). */
  size: number;
  /** Storage used across the volume's instances. */
  totalUsage?: number;
  /** How many instances of the volume exist. */
  totalInstancesCount?: number;
  /** How many of those instances are attached. */
  attachedInstancesCount?: number;
  /** How many containers mount the volume. */
  containersCount?: number;
}

/** A container template of a container app (`GET /mc/apps/{appId}/containers/{containerId}`). */
export interface ContainerTemplate {
  /** Id of the container template in its app. */
  id: string;
  /** The container's name. */
  name: string;
  /** Id of the package the image comes from, when it has one. */
  packageId?: string | null;
  /** The image reference the container runs. */
  image: string;
  /** The image's name without namespace and tag. */
  imageName?: string | null;
  /** The image's namespace in its registry. */
  imageNamespace?: string | null;
  /** The image's tag. */
  imageTag?: string | null;
  /** Id of the registry the image is pulled from. */
  imageRegistryId?: string | null;
  /** The image's content digest. */
  imageDigest?: string | null;
  /** When the image is pulled: on every start, or only when absent from the node. */
  imagePullPolicy?: ImagePullPolicy | null;
  /** The command and arguments the container starts with, when they override the image's. */
  entryPoint?: ContainerEntryPoint | null;
  /** The startup, readiness and liveness probes. */
  probes?: ContainerProbes | null;
  /** The environment variables set in the container. */
  environmentVariables?: EnvironmentVariable[] | null;
  /** The endpoints that expose the container's ports. */
  endpoints?: ContainerEndpoint[] | null;
  /** The volumes mounted into the container. */
  volumeMounts?: ContainerVolumeMount[] | null;
}

/** When a container's image is pulled: `always` on every start, `ifNotPresent` only when absent from the node. */
export type ImagePullPolicy = "always" | "ifNotPresent";

/** The command a container starts with, as one string or as a list, and its arguments. */
export interface ContainerEntryPoint {
  /** The command, as one string. */
  command?: string | null;
  /** The command, as a list of words. */
  commandArray?: string[] | null;
  /** The arguments, as one string. */
  arguments?: string | null;
  /** The arguments, as a list. */
  argumentsArray?: string[] | null;
  /** The directory the command runs in. */
  workingDirectory?: string | null;
}

/** The probes of a container; each is absent when not configured. */
export interface ContainerProbes {
  /** Checks that the container has started; the other probes wait for it. */
  startup?: ContainerProbe | null;
  /** Checks that the container can take traffic. */
  readiness?: ContainerProbe | null;
  /** Checks that the container is still alive. */
  liveness?: ContainerProbe | null;
}

/** One probe: its timing and its check (an HTTP GET, a TCP connection or a gRPC health check). */
export interface ContainerProbe {
  /** Seconds to wait after the start before the first check. */
  initialDelaySeconds?: number | null;
  /** Seconds between two checks. */
  periodSeconds?: number | null;
  /** Seconds after which a check counts as failed. */
  timeoutSeconds?: number | null;
  /** Failed checks in a row after which the probe fails. */
  failureThreshold?: number | null;
  /** Successful checks in a row after which the probe succeeds again. */
  successThreshold?: number | null;
  /** The check as an HTTP GET. */
  httpGet?: HttpGetProbe | null;
  /** The check as a TCP connection. */
  tcpSocket?: TcpSocketProbe | null;
  /** The check as a gRPC health check. */
  grpc?: GrpcProbe | null;
}

/** A probe's HTTP GET check. */
export interface HttpGetProbe {
  /** What is requested. */
  request?: HttpGetProbeRequest | null;
  /** What the answer must be. */
  response?: HttpGetProbeResponse | null;
}

/** The request of a probe's HTTP GET check. */
export interface HttpGetProbeRequest {
  /** The path requested. */
  path?: string;
  /** The container port requested. */
  portNumber?: number;
}

/** The answer a probe's HTTP GET check expects. */
export interface HttpGetProbeResponse {
  /** The status code that counts as a success. */
  expectedStatusCode?: string;
}

/** A probe's TCP check: a connection to the port. */
export interface TcpSocketProbe {
  /** Where to connect. */
  request?: TcpSocketProbeRequest | null;
}

/** Where a probe's TCP check connects. */
export interface TcpSocketProbeRequest {
  /** The container port. */
  portNumber?: number;
}

/** A probe's gRPC health check. */
export interface GrpcProbe {
  /** What is checked. */
  request?: GrpcProbeRequest | null;
}

/** What a probe's gRPC health check asks. */
export interface GrpcProbeRequest {
  /** The container port. */
  portNumber?: number;
  /** The service whose health is checked; without it, the server's overall health. */
  serviceName?: string | null;
}

/** An environment variable of a container. */
export interface EnvironmentVariable {
  /** The variable's name. */
  name: string;
  /** The variable's value. */
  value?: string | null;
}

/** An endpoint that exposes ports of a container. */
export interface ContainerEndpoint {
  /** Id of the endpoint; a pull zone that targets this endpoint names it. */
  id: string;
  /** The endpoint's name as shown in the dashboard. */
  displayName: string;
  /** The public hostname of the endpoint, when it has one. */
  publicHost?: string | null;
  /** The kind of endpoint, as the API names it. */
  type: string;
  /** Whether the endpoint serves TLS. */
  isSslEnabled: boolean;
  /** Id of the pull zone in front of the endpoint, when there is one. */
  pullZoneId?: string | null;
  /** Which container ports the endpoint exposes, and how. */
  portMappings: EndpointPortMapping[];
  /** Session affinity, when configured. */
  stickySessions?: EndpointStickySessions | null;
  /** The endpoint's addresses inside the platform. */
  internalIpAddresses?: EndpointIpAddress[] | null;
  /** The endpoint's public addresses. */
  publicIpAddresses?: EndpointIpAddress[] | null;
}

/** A container port exposed by an endpoint. */
export interface EndpointPortMapping {
  /** The port inside the container. */
  containerPort: number;
  /** The port the endpoint exposes. */
  exposedPort: number;
  /** The protocols served on the port, as the API names them. */
  protocols: string[];
}

/** Session affinity of an endpoint: requests of one session go to the same instance. */
export interface EndpointStickySessions {
  /** Whether session affinity is on. */
  enabled: boolean;
  /** The request headers that identify a session. */
  sessionHeaders: string[];
  /** The cookie that identifies a session. */
  cookieName: string;
}

/** An IP address of an endpoint. */
export interface EndpointIpAddress {
  /** The address. */
  address: string;
  /** The region the address is in. */
  region: string;
}

/** A volume mounted into a container. */
export interface ContainerVolumeMount {
  /** Name of the volume. */
  name: string;
  /** The path in the container where the volume is mounted. */
  mountPath: string;
}
