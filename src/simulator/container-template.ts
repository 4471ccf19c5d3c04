/**
 * A container template of a container app, field for field as the container read answers it
 * (`GET /mc/apps/{appId}/containers/{containerId}`).
 */
export interface ContainerTemplateRecord {
  /** Id of the container template in its app; the same as its key in `AppRecord.containers`. */
  id: string;
  /** The container's name. */
  name: string;
  /** Id of the package the image comes from. */
  packageId: string;
  /** The image reference the container runs, e.g. `ghcr.io/example/web:1.4.2`. */
  image: string;
  /** The image's name without namespace and tag, e.g. `web`. */
  imageName: string;
  /** The image's namespace in its registry, e.g. `example`. */
  imageNamespace: string;
  /** The image's tag, e.g. `1.4.2`. */
  imageTag: string;
  /** Id of the registry the image is pulled from. */
  imageRegistryId: string;
  /** The image's content digest, `sha256:<hex>`. */
  imageDigest: string;
  /** When the image is pulled: on every start, or only when absent from the node. */
  imagePullPolicy: "always" | "ifNotPresent";
  /** The command and arguments the container starts with, when they override the image's. */
  entryPoint: {
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
  };
  /** The probes of the container; each is absent when not configured. */
  probes: {
    /** Checks that the container has started; the other probes wait for it. */
    startup?: ContainerProbeRecord;
    /** Checks that the container can take traffic. */
    readiness?: ContainerProbeRecord;
    /** Checks that the container is still alive. */
    liveness?: ContainerProbeRecord;
  };
  /** The environment variables set in the container. */
  environmentVariables: {
    /** The variable's name. */
    name: string;
    /** The variable's value. */
    value?: string;
  }[];
  /** The endpoints that expose the container's ports. */
  endpoints: ContainerEndpointRecord[];
  /** The volumes mounted into the container; a volume template of the app is mounted by its `name`. */
  volumeMounts: {
    /** Name of the volume template. */
    name: string;
    /** The path in the container where the volume is mounted. */
    mountPath: string;
  }[];
}

/** One probe: its timing and its check (an HTTP GET, a TCP connection or a gRPC health check). */
export interface ContainerProbeRecord {
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
  httpGet?: {
    /** What is requested. */
    request?: {
      /** The path requested, e.g. `/healthz`. */
      path?: string;
      /** The container port requested. */
      portNumber?: number;
    };
    /** What the answer must be. */
    response?: {
      /** The status that counts as a success, by the API's name for it: `ok`, `noContent`, ... */
      expectedStatusCode?: string;
    };
  };
  /** The check as a TCP connection. */
  tcpSocket?: {
    /** Where to connect. */
    request?: {
      /** The container port. */
      portNumber?: number;
    };
  };
  /** The check as a gRPC health check. */
  grpc?: {
    /** What is checked. */
    request?: {
      /** The container port. */
      portNumber?: number;
      /** The service whose health is checked; without it, the server's overall health. */
      serviceName?: string | null;
    };
  };
}

/** An endpoint that exposes ports of a container. */
export interface ContainerEndpointRecord {
  /** Id of the endpoint; a pull zone that targets this endpoint names it. */
  id: string;
  /** The endpoint's name as shown in the dashboard. */
  displayName: string;
  /** The public hostname of the endpoint. */
  publicHost: string;
  /** The kind of endpoint: behind a pull zone (`cdn`), on an anycast address, or on a public IP. */
  type: "cdn" | "anycast" | "publicIp";
  /** Whether the endpoint serves TLS. */
  isSslEnabled: boolean;
  /** Id of the pull zone in front of the endpoint. */
  pullZoneId: string;
  /** Which container ports the endpoint exposes, and how. */
  portMappings: {
    /** The port inside the container. */
    containerPort: number;
    /** The port the endpoint exposes. */
    exposedPort: number;
    /** The protocols served on the port. */
    protocols: ("tcp" | "udp" | "sctp")[];
  }[];
  /** Session affinity: requests of one session go to the same instance. Absent when not configured. */
  stickySessions?: {
    /** Whether session affinity is on. */
    enabled: boolean;
    /** The request headers that identify a session. */
    sessionHeaders: string[];
    /** The cookie that identifies a session. */
    cookieName: string;
  };
  /** The endpoint's addresses inside the platform. */
  internalIpAddresses?: {
    /** The IP address. */
    address: string;
    /** The region the address is in, e.g. `DE`. */
    region: string;
  }[] | null;
  /** The endpoint's public addresses. */
  publicIpAddresses?: {
    /** The IP address. */
    address: string;
    /** The region the address is in, e.g. `DE`. */
    region: string;
  }[] | null;
}
