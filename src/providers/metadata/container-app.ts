import type { NamedObjectType } from "../row-fields";

/**
 * What the ContainerApp resource says beyond the API's models: its fields' descriptions, the models it serves as named
 * object types, and the fields it leaves out. It is a definition written by hand (`src/providers/container-app.ts`),
 * not a row: the app's read answers its containers, endpoints and region settings in other shapes than the writes take
 * them (`ContainerTemplate` for `ContainerRequest`, `ContainerEndpoint` for `EndpointRequest`, `RegionSettings` for
 * `UpdateRegionSettingsRequest`), a row's outputs are the read's fields as they are, and a deployment follows every write.
 */
export const containerAppMetadata = {
  /** The fields of the create's body the resource does not take, with the reason. */
  leftOut: {
    repositorySettings: "the source repository the dashboard's templates start from; no deployment reads it",
  } as Record<string, string>,

  /** The description of every top-level property, by its name. */
  descriptions: {
    appId: "Id of the app, which the API gives it at creation.",
    name:
      "Name of the app: 1 to 100 letters, digits, `-` and spaces. The API keeps names unique in an account, whatever " +
      "their case; a lost create finds its app by it. Changing it renames the app in place.",
    runtimeType: "Where the app's containers run: on shared nodes (`shared`) or on nodes kept for the account (`reserved`).",
    terminationGracePeriodSeconds:
      "Seconds a stopping container is given to end before it is killed, 1 to 300. Write-only: the read does not " +
      "report it, so the state keeps it as the program gave it and a change elsewhere is not seen.",
    autoScaling: "How many instances of the app run in each active region: at least `min`, at most `max`.",
    regionSettings:
      "Where the app runs: the regions it may run in, those it always runs in, and how many at most. Region ids are " +
      "compared as sets. Its `nodeSelectors` are write-only, kept as the program gave them.",
    containerTemplates:
      "The app's containers: image, environment, endpoints, volume mounts, probes. Matched by `name`, in any order; " +
      "a property a container leaves unset keeps the value the API has. An environment variable's value given as a " +
      "secret makes the whole list a secret in the state and the outputs.",
    volumes:
      "The volumes the app's containers mount, by name. A volume's `size` is sent when the app adds the volume; after " +
      "that the size is the API's (a `Volume` resource or the dashboard may change it): the app neither compares nor " +
      "resends a size of its own. Removing a volume from the list removes it from the app.",
    deploymentTimeoutSeconds:
      "Seconds a create or an update waits for the app's deployment to end (its status no longer `progressing`), 10 " +
      "to 7200; 600 when unset. Not sent to the API.",
    status:
      "The app's status as the API last reported it: `active` once deployed, `failing` when its containers do not start, " +
      "`inactive` after an undeploy (`ContainerAppUndeploy`); set by the API alone, never compared with the program.",
    address:
      "The host name or IP address the app is reached at (the API's display endpoint: its first endpoint's), as the API " +
      "reports it; unset while the app has no endpoint.",
  } as Record<string, string>,

  /**
   * The models of the writes served as named object types of the package, and the text enums served under names of
   * their own (other areas have enums of the API's names).
   */
  objectTypes: {
    ImagePullPolicy: {
      name: "ContainerAppImagePullPolicy",
      description: "When a container's image is pulled: on every start (`always`), or when the node lacks it (`ifNotPresent`).",
      descriptions: {},
    },
    HttpStatusCode: {
      name: "ContainerAppHttpStatus",
      description: "An HTTP status an HTTP probe expects, by its name (`ok`, `noContent`, ...).",
      descriptions: {},
    },
    Protocol: { name: "ContainerAppProtocol", description: "A protocol served on a port.", descriptions: {} },
    ApplicationRuntimeType: {
      name: "ContainerAppRuntimeType",
      description: "Where an app's containers run: shared nodes, or nodes kept for the account.",
      descriptions: {},
    },
    AnycastIpProtocolVersion: {
      name: "ContainerAppAnycastIpVersion",
      description: "The IP version of an anycast address.",
      descriptions: {},
    },
    AutoscalingSettings: {
      name: "ContainerAppAutoscaling",
      description: "How many instances of an app run in each of its active regions.",
      descriptions: { min: "Fewest instances per region, 1 to 1000.", max: "Most instances per region, 1 to 1000." },
    },
    UpdateRegionSettingsRequest: {
      name: "ContainerAppRegionSettings",
      description: "The regions a container app runs in.",
      descriptions: {
        allowedRegionIds: "Ids of the regions the app may run in, as the platform places it by its users' latency.",
        requiredRegionIds: "Ids of the regions the app always runs in.",
        maxAllowedRegions: "Most regions the app runs in at one time.",
        nodeSelectors: "Labels the nodes that run the app must carry, by label name. Write-only.",
      },
    },
    ContainerRequest: {
      name: "ContainerAppContainer",
      description: "One container of a container app, with its image and what it exposes and mounts.",
      descriptions: {
        id: "Id of the container in its app, which the API gives; a program leaves it unset.",
        name: "Name of the container, 1 to 50 characters, unique in its app.",
        image: "The whole image reference; unset, the API makes it from the namespace, name and tag.",
        imageName: "Name of the image in its namespace (`web` of `example/web:1.4.2`).",
        imageNamespace: "Namespace of the image in its registry (`example` of `example/web:1.4.2`).",
        imageTag: "Tag of the image to run (`1.4.2`).",
        imageDigest: "Digest (`sha256:` and 64 hex digits) that pins the image; unset, the tag's current image runs.",
        imageRegistryId: "Id of the container registry the image is pulled from (a `ContainerRegistry`'s id).",
        imagePullPolicy: "When the image is pulled: on every start (`always`) or when the node lacks it (`ifNotPresent`).",
        entryPoint: "Command, arguments and working directory that replace the image's own.",
        probes: "Checks of the container's start, readiness and health.",
        environmentVariables: "Environment variables set in the container, matched by name in any order.",
        endpoints: "Ways the container's ports are reached from outside: behind the CDN or on an anycast address.",
        volumeMounts: "The app's volumes mounted into the container, by the volume's name.",
      },
    },
    ContainerEntryPoint: {
      name: "ContainerAppEntryPoint",
      description: "What a container runs instead of its image's entry point.",
      descriptions: {
        command: "The command, as one line.",
        commandArray: "The command, word by word.",
        arguments: "Its arguments, as one line.",
        argumentsArray: "Its arguments, one by one.",
        workingDirectory: "The directory the command starts in.",
      },
    },
    ContainerProbes: {
      name: "ContainerAppProbes",
      description: "The checks the platform makes of a container.",
      descriptions: {
        startup: "Whether the container has started; the other checks wait for it.",
        readiness: "Whether the container can take requests.",
        liveness: "Whether the container still works; one that fails is restarted.",
      },
    },
    ContainerProbe: {
      name: "ContainerAppProbe",
      description: "One check of a container: when and how often, and how (HTTP, TCP or gRPC).",
      descriptions: {
        initialDelaySeconds: "Seconds after the start before the first check, 1 to 3600.",
        periodSeconds: "Seconds between two checks, 1 to 3600.",
        timeoutSeconds: "Seconds after which a check has failed, 1 to 3600.",
        failureThreshold: "Failed checks in a row that fail the probe, 1 to 1000.",
        successThreshold: "Passed checks in a row that pass the probe again, 1 to 1000.",
        httpGet: "The check as an HTTP GET.",
        tcpSocket: "The check as a TCP connection.",
        grpc: "The check as a gRPC health check.",
      },
    },
    HttpGetProbe: {
      name: "ContainerAppHttpCheck",
      description: "An HTTP GET a probe sends, and the answer it expects.",
      descriptions: { request: "What is requested.", response: "What the answer must be." },
    },
    HttpGetProbeRequestDetails: {
      name: "ContainerAppHttpCheckRequest",
      description: "Where an HTTP probe sends its GET.",
      descriptions: { path: "Path requested, such as `/healthz`.", portNumber: "Container port requested." },
    },
    HttpGetProbeResponseDetails: {
      name: "ContainerAppHttpCheckResponse",
      description: "The answer an HTTP probe expects.",
      descriptions: { expectedStatusCode: "Status that passes the check, by its name (`ok`, `noContent`, ...)." },
    },
    TcpSocketProbe: {
      name: "ContainerAppTcpCheck",
      description: "A TCP connection a probe opens.",
      descriptions: { request: "Where it connects." },
    },
    TcpSocketProbeRequestDetails: {
      name: "ContainerAppTcpCheckRequest",
      description: "The port a TCP probe connects to.",
      descriptions: { portNumber: "Container port connected to." },
    },
    GrpcProbe: {
      name: "ContainerAppGrpcCheck",
      description: "A gRPC health check a probe makes.",
      descriptions: { request: "What is checked." },
    },
    GrpcProbeRequestDetails: {
      name: "ContainerAppGrpcCheckRequest",
      description: "The port and service a gRPC probe checks.",
      descriptions: {
        portNumber: "Container port of the gRPC server.",
        serviceName: "Service whose health is asked; unset, the server's own.",
      },
    },
    EnvironmentVariable: {
      name: "ContainerAppEnvironmentVariable",
      description: "One environment variable of a container.",
      descriptions: {
        name: "Name of the variable, at least one character.",
        value: "Its value. Give it as a secret to keep the app's containers secret in the state; no message shows it.",
      },
    },
    EndpointRequest: {
      name: "ContainerAppEndpoint",
      description: "How a container's ports are reached: set `cdn` or `anycast`.",
      descriptions: {
        displayName: "Name of the endpoint, 1 to 50 characters, unique in its container.",
        cdn: "The ports behind a pull zone of the CDN.",
        anycast: "The ports on an anycast IP address.",
      },
    },
    CdnEndpointRequest: {
      name: "ContainerAppCdnEndpoint",
      description: "A container port served through a pull zone.",
      descriptions: {
        isSslEnabled: "Whether the pull zone reaches the container over TLS.",
        stickySessions: "Whether requests of one session go to the same instance, and how a session is known.",
        pullZoneId: "Id of the pull zone in front of the endpoint; unset, the API makes one.",
        portMappings: "The one container port the pull zone reaches.",
      },
    },
    StickySessionSettings: {
      name: "ContainerAppStickySessions",
      description: "Session affinity of a CDN endpoint.",
      descriptions: {
        enabled: "Whether sessions stick to one instance.",
        sessionHeaders: "Request headers that name a session, 1 to 3.",
        cookieName: "Cookie that names a session.",
      },
    },
    ContainerPortMappingRequest: {
      name: "ContainerAppPortMapping",
      description: "A container port and the port the endpoint exposes it on.",
      descriptions: {
        containerPort: "Port the container listens on, 1 to 65535.",
        exposedPort: "Port the endpoint exposes, 1 to 65535; unset, the API chooses.",
        protocols: "Protocols served on the port (`tcp`, `udp`, `sctp`).",
      },
    },
    AnycastEndpointRequest: {
      name: "ContainerAppAnycastEndpoint",
      description: "Container ports on an anycast IP address.",
      descriptions: { type: "The IP version of the address.", portMappings: "The ports exposed, at least one." },
    },
    VolumeMountRequest: {
      name: "ContainerAppVolumeMount",
      description: "A volume of the app mounted into a container.",
      descriptions: {
        name: "Name of the app's volume.",
        mountPath: "Absolute path in the container where the volume is mounted.",
      },
    },
    VolumeRequest: {
      name: "ContainerAppVolume",
      description: "A volume of a container app, by name.",
      descriptions: {
        name: "Name of the volume, 1 to 50 characters, unique in the app.",
        size: "Size the volume is made with, 1 to 100; only sent when the app adds the volume.",
      },
    },
  } as Record<string, NamedObjectType>,
};
