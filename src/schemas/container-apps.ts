import { z } from "zod";
import { answerObject } from "../api/answer-object";
import type {
  ContainerEndpoint,
  ContainerEntryPoint,
  ContainerProbe,
  ContainerProbes,
  ContainerTemplate,
  ContainerVolumeMount,
  EndpointIpAddress,
  EndpointPortMapping,
  EndpointStickySessions,
  EnvironmentVariable,
  GrpcProbe,
  GrpcProbeRequest,
  HttpGetProbe,
  HttpGetProbeRequest,
  HttpGetProbeResponse,
  ImagePullPolicy,
  PatchVolumeRequest,
  TcpSocketProbe,
  TcpSocketProbeRequest,
  UpdateVolumeResponse,
  VolumeSummary,
} from "../types";
import { parsesTo } from "./parses-to";
import { integerBetween, rule } from "./rules";

export const VOLUME_NAME_PATTERN = /^[a-zA-Z0-9_-]+$/;

/** Body of `PATCH /mc/apps/{appId}/volumes/{volumeId}`; also the rule set of the Volume resource's `name`/`size`. */
export const PatchVolumeRequestSchema = parsesTo<PatchVolumeRequest>()(z.strictObject({
  name: z
    .string(rule("must be a string or null"))
    .min(1, { error: "must be at least 1 character", abort: true })
    .max(50, "must be at most 50 characters")
    .regex(VOLUME_NAME_PATTERN, "must contain only letters, digits, '_' and '-'")
    .nullable()
    .optional(),
  size: integerBetween(1, 100).nullable().optional(),
}, rule("must be an object with name and/or size")));

export const UpdateVolumeResponseSchema = parsesTo<UpdateVolumeResponse>()(answerObject({
  name: z.string(),
  size: z.number(),
}));

/** One item of the volume list. */
export const VolumeSummarySchema = parsesTo<VolumeSummary>()(answerObject({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  totalUsage: z.number().optional(),
  totalInstancesCount: z.number().int().optional(),
  attachedInstancesCount: z.number().int().optional(),
  containersCount: z.number().int().optional(),
}));

/** Answer of `GET /mc/apps/{appId}/volumes`; a non-empty `cursor` means more items follow. */
export const VolumeListPage = answerObject({
  items: z.array(VolumeSummarySchema),
  meta: answerObject({ totalItems: z.number().int().optional() }).nullish(),
  // Sent back percent-encoded in the next request's query; an unpaired surrogate cannot be encoded.
  cursor: z.string().refine((cursor) => !/\p{Cs}/u.test(cursor), "must be valid Unicode text").nullish(),
});

// The shapes below are also the plugin's named result types (`cloudplatform:index:<id>`): every field described.

const port = (description: string) => z.number().int().optional().meta({ description });
const seconds = (description: string) => z.number().int().nullish().meta({ description });

const HttpGetProbeRequestSchema = parsesTo<HttpGetProbeRequest>()(answerObject({
  path: z.string().optional().meta({ description: "The path requested." }),
  portNumber: port("The container port requested."),
}).meta({ id: "HttpGetProbeRequest", description: "The request of a probe's HTTP GET check." }));

const HttpGetProbeResponseSchema = parsesTo<HttpGetProbeResponse>()(answerObject({
  expectedStatusCode: z.string().optional().meta({ description: "The status code that counts as a success." }),
}).meta({ id: "HttpGetProbeResponse", description: "The answer a probe's HTTP GET check expects." }));

const HttpGetProbeSchema = parsesTo<HttpGetProbe>()(answerObject({
  request: HttpGetProbeRequestSchema.nullish().meta({ description: "What is requested." }),
  response: HttpGetProbeResponseSchema.nullish().meta({ description: "What the answer must be." }),
}).meta({ id: "HttpGetProbe", description: "A probe's HTTP GET check." }));

const TcpSocketProbeRequestSchema = parsesTo<TcpSocketProbeRequest>()(answerObject({
  portNumber: port("The container port."),
}).meta({ id: "TcpSocketProbeRequest", description: "Where a probe's TCP check connects." }));

const TcpSocketProbeSchema = parsesTo<TcpSocketProbe>()(answerObject({
  request: TcpSocketProbeRequestSchema.nullish().meta({ description: "Where to connect." }),
}).meta({ id: "TcpSocketProbe", description: "A probe's TCP check: a connection to the port." }));

const GrpcProbeRequestSchema = parsesTo<GrpcProbeRequest>()(answerObject({
  portNumber: port("The container port."),
  serviceName: z.string().nullish().meta({
    description: "The service whose health is checked; without it, the server's overall health.",
  }),
}).meta({ id: "GrpcProbeRequest", description: "What a probe's gRPC health check asks." }));

const GrpcProbeSchema = parsesTo<GrpcProbe>()(answerObject({
  request: GrpcProbeRequestSchema.nullish().meta({ description: "What is checked." }),
}).meta({ id: "GrpcProbe", description: "A probe's gRPC health check." }));

const ContainerProbeSchema = parsesTo<ContainerProbe>()(answerObject({
  initialDelaySeconds: seconds("Seconds to wait after the start before the first check."),
  periodSeconds: seconds("Seconds between two checks."),
  timeoutSeconds: seconds("Seconds after which a check counts as failed."),
  failureThreshold: seconds("Failed checks in a row after which the probe fails."),
  successThreshold: seconds("Successful checks in a row after which the probe succeeds again."),
  httpGet: HttpGetProbeSchema.nullish().meta({ description: "The check as an HTTP GET." }),
  tcpSocket: TcpSocketProbeSchema.nullish().meta({ description: "The check as a TCP connection." }),
  grpc: GrpcProbeSchema.nullish().meta({ description: "The check as a gRPC health check." }),
}).meta({
  id: "ContainerProbe",
  description: "One probe: its timing and its check (an HTTP GET, a TCP connection or a gRPC health check).",
}));

/** The probes of a container. */
export const ContainerProbesSchema = parsesTo<ContainerProbes>()(answerObject({
  startup: ContainerProbeSchema.nullish().meta({
    description: "Checks that the container has started; the other probes wait for it.",
  }),
  readiness: ContainerProbeSchema.nullish().meta({ description: "Checks that the container can take traffic." }),
  liveness: ContainerProbeSchema.nullish().meta({ description: "Checks that the container is still alive." }),
}).meta({ id: "ContainerProbes", description: "The probes of a container; each is absent when not configured." }));

/** The command a container starts with. */
export const ContainerEntryPointSchema = parsesTo<ContainerEntryPoint>()(answerObject({
  command: z.string().nullish().meta({ description: "The command, as one string." }),
  commandArray: z.array(z.string()).nullish().meta({ description: "The command, as a list of words." }),
  arguments: z.string().nullish().meta({ description: "The arguments, as one string." }),
  argumentsArray: z.array(z.string()).nullish().meta({ description: "The arguments, as a list." }),
  workingDirectory: z.string().nullish().meta({ description: "The directory the command runs in." }),
}).meta({
  id: "ContainerEntryPoint",
  description: "The command a container starts with, as one string or as a list, and its arguments.",
}));

/** An environment variable of a container. */
export const EnvironmentVariableSchema = parsesTo<EnvironmentVariable>()(answerObject({
  name: z.string().meta({ description: "The variable's name." }),
  value: z.string().nullish().meta({ description: "The variable's value." }),
}).meta({ id: "EnvironmentVariable", description: "An environment variable of a container." }));

const EndpointPortMappingSchema = parsesTo<EndpointPortMapping>()(answerObject({
  containerPort: z.number().int().meta({ description: "The port inside the container." }),
  exposedPort: z.number().int().meta({ description: "The port the endpoint exposes." }),
  protocols: z.array(z.string()).meta({ description: "The protocols served on the port, as the API names them." }),
}).meta({ id: "EndpointPortMapping", description: "A container port exposed by an endpoint." }));

const EndpointStickySessionsSchema = parsesTo<EndpointStickySessions>()(answerObject({
  enabled: z.boolean().meta({ description: "Whether session affinity is on." }),
  sessionHeaders: z.array(z.string()).meta({ description: "The request headers that identify a session." }),
  cookieName: z.string().meta({ description: "The cookie that identifies a session." }),
}).meta({
  id: "EndpointStickySessions",
  description: "Session affinity of an endpoint: requests of one session go to the same instance.",
}));

const EndpointIpAddressSchema = parsesTo<EndpointIpAddress>()(answerObject({
  address: z.string().meta({ description: "The address." }),
  region: z.string().meta({ description: "The region the address is in." }),
}).meta({ id: "EndpointIpAddress", description: "An IP address of an endpoint." }));

/** An endpoint that exposes ports of a container. */
export const ContainerEndpointSchema = parsesTo<ContainerEndpoint>()(answerObject({
  id: z.string().meta({ description: "Id of the endpoint; a pull zone that targets this endpoint names it." }),
  displayName: z.string().meta({ description: "The endpoint's name as shown in the dashboard." }),
  publicHost: z.string().nullish().meta({ description: "The public hostname of the endpoint, when it has one." }),
  type: z.string().meta({ description: "The kind of endpoint, as the API names it." }),
  isSslEnabled: z.boolean().meta({ description: "Whether the endpoint serves TLS." }),
  pullZoneId: z.string().nullish().meta({ description: "Id of the pull zone in front of the endpoint, when there is one." }),
  portMappings: z.array(EndpointPortMappingSchema).meta({ description: "Which container ports the endpoint exposes, and how." }),
  stickySessions: EndpointStickySessionsSchema.nullish().meta({ description: "Session affinity, when configured." }),
  internalIpAddresses: z.array(EndpointIpAddressSchema).nullish().meta({ description: "The endpoint's addresses inside the platform." }),
  publicIpAddresses: z.array(EndpointIpAddressSchema).nullish().meta({ description: "The endpoint's public addresses." }),
}).meta({ id: "ContainerEndpoint", description: "An endpoint that exposes ports of a container." }));

/** A volume mounted into a container. */
export const ContainerVolumeMountSchema = parsesTo<ContainerVolumeMount>()(answerObject({
  name: z.string().meta({ description: "Name of the volume." }),
  mountPath: z.string().meta({ description: "The path in the container where the volume is mounted." }),
}).meta({ id: "ContainerVolumeMount", description: "A volume mounted into a container." }));

/** When a container's image is pulled. */
export const ImagePullPolicySchema = parsesTo<ImagePullPolicy>()(z.enum(["always", "ifNotPresent"]).meta({
  id: "ImagePullPolicy",
  description: "When a container's image is pulled: `always` on every start, `ifNotPresent` only when absent from the node.",
}));

/** Answer of `GET /mc/apps/{appId}/containers/{containerId}`. */
export const ContainerTemplateSchema = parsesTo<ContainerTemplate>()(answerObject({
  id: z.string(),
  name: z.string(),
  packageId: z.string().nullish(),
  image: z.string(),
  imageName: z.string().nullish(),
  imageNamespace: z.string().nullish(),
  imageTag: z.string().nullish(),
  imageRegistryId: z.string().nullish(),
  imageDigest: z.string().nullish(),
  imagePullPolicy: ImagePullPolicySchema.nullish(),
  entryPoint: ContainerEntryPointSchema.nullish(),
  probes: ContainerProbesSchema.nullish(),
  environmentVariables: z.array(EnvironmentVariableSchema).nullish(),
  endpoints: z.array(ContainerEndpointSchema).nullish(),
  volumeMounts: z.array(ContainerVolumeMountSchema).nullish(),
}));
