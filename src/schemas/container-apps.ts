import { z } from "zod";
import { caseInsensitiveObject } from "./case-insensitive";
import { integerBetween, rule } from "./rules";

export const VOLUME_NAME_PATTERN = /^[a-zA-Z0-9_-]+$/;

/** Body of `PATCH /mc/apps/{appId}/volumes/{volumeId}`; also the rule set of the Volume resource's `name`/`size`. */
export const PatchVolumeRequest = z.strictObject({
  name: z
    .string(rule("must be a string or null"))
    .min(1, { error: "must be at least 1 character", abort: true })
    .max(50, "must be at most 50 characters")
    .regex(VOLUME_NAME_PATTERN, "must contain only letters, digits, '_' and '-'")
    .nullable()
    .optional(),
  size: integerBetween(1, 100).nullable().optional(),
}, rule("must be an object with name and/or size"));
export type PatchVolumeRequest = z.output<typeof PatchVolumeRequest>;

export const UpdateVolumeResponse = caseInsensitiveObject({
  name: z.string(),
  size: z.number(),
});
export type UpdateVolumeResponse = z.output<typeof UpdateVolumeResponse>;

/** One item of the volume list. */
export const VolumeSummary = caseInsensitiveObject({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  totalUsage: z.number().optional(),
  totalInstancesCount: z.number().int().optional(),
  attachedInstancesCount: z.number().int().optional(),
  containersCount: z.number().int().optional(),
});
export type VolumeSummary = z.output<typeof VolumeSummary>;

/** Answer of `GET /mc/apps/{appId}/volumes`; a non-empty `cursor` means more items follow. */
export const VolumeListPage = caseInsensitiveObject({
  items: z.array(VolumeSummary),
  meta: caseInsensitiveObject({ totalItems: z.number().int().optional() }).nullish(),
  // Sent back percent-encoded in the next request's query; an unpaired surrogate cannot be encoded.
  cursor: z.string().refine((cursor) => !/\p{Cs}/u.test(cursor), "must be valid Unicode text").nullish(),
});
export type VolumeListPage = z.output<typeof VolumeListPage>;

const optionalInteger = z.number().int().nullish();

export const HttpGetProbe = caseInsensitiveObject({
  request: caseInsensitiveObject({
    path: z.string().optional(),
    portNumber: z.number().int().optional(),
  }).nullish(),
  response: caseInsensitiveObject({
    expectedStatusCode: z.string().optional(),
  }).nullish(),
});
export type HttpGetProbe = z.output<typeof HttpGetProbe>;

export const TcpSocketProbe = caseInsensitiveObject({
  request: caseInsensitiveObject({ portNumber: z.number().int().optional() }).nullish(),
});
export type TcpSocketProbe = z.output<typeof TcpSocketProbe>;

export const GrpcProbe = caseInsensitiveObject({
  request: caseInsensitiveObject({
    portNumber: z.number().int().optional(),
    serviceName: z.string().nullish(),
  }).nullish(),
});
export type GrpcProbe = z.output<typeof GrpcProbe>;

export const ContainerProbe = caseInsensitiveObject({
  initialDelaySeconds: optionalInteger,
  periodSeconds: optionalInteger,
  timeoutSeconds: optionalInteger,
  failureThreshold: optionalInteger,
  successThreshold: optionalInteger,
  httpGet: HttpGetProbe.nullish(),
  tcpSocket: TcpSocketProbe.nullish(),
  grpc: GrpcProbe.nullish(),
});
export type ContainerProbe = z.output<typeof ContainerProbe>;

export const ContainerProbes = caseInsensitiveObject({
  startup: ContainerProbe.nullish(),
  readiness: ContainerProbe.nullish(),
  liveness: ContainerProbe.nullish(),
});
export type ContainerProbes = z.output<typeof ContainerProbes>;

export const ContainerEntryPoint = caseInsensitiveObject({
  command: z.string().nullish(),
  commandArray: z.array(z.string()).nullish(),
  arguments: z.string().nullish(),
  argumentsArray: z.array(z.string()).nullish(),
  workingDirectory: z.string().nullish(),
});
export type ContainerEntryPoint = z.output<typeof ContainerEntryPoint>;

export const EnvironmentVariable = caseInsensitiveObject({
  name: z.string(),
  value: z.string().nullish(),
});
export type EnvironmentVariable = z.output<typeof EnvironmentVariable>;

export const EndpointPortMapping = caseInsensitiveObject({
  containerPort: z.number().int(),
  exposedPort: z.number().int(),
  protocols: z.array(z.string()),
});
export type EndpointPortMapping = z.output<typeof EndpointPortMapping>;

export const EndpointStickySessions = caseInsensitiveObject({
  enabled: z.boolean(),
  sessionHeaders: z.array(z.string()),
  cookieName: z.string(),
});
export type EndpointStickySessions = z.output<typeof EndpointStickySessions>;

export const EndpointIpAddress = caseInsensitiveObject({
  address: z.string(),
  region: z.string(),
});
export type EndpointIpAddress = z.output<typeof EndpointIpAddress>;

export const ContainerEndpoint = caseInsensitiveObject({
  id: z.string(),
  displayName: z.string(),
  publicHost: z.string().nullish(),
  type: z.string(),
  isSslEnabled: z.boolean(),
  pullZoneId: z.string().nullish(),
  portMappings: z.array(EndpointPortMapping),
  stickySessions: EndpointStickySessions.nullish(),
  internalIpAddresses: z.array(EndpointIpAddress).nullish(),
  publicIpAddresses: z.array(EndpointIpAddress).nullish(),
});
export type ContainerEndpoint = z.output<typeof ContainerEndpoint>;

export const ContainerVolumeMount = caseInsensitiveObject({
  name: z.string(),
  mountPath: z.string(),
});
export type ContainerVolumeMount = z.output<typeof ContainerVolumeMount>;

/** Answer of `GET /mc/apps/{appId}/containers/{containerId}`. */
export const ContainerTemplate = caseInsensitiveObject({
  id: z.string(),
  name: z.string(),
  packageId: z.string().nullish(),
  image: z.string(),
  imageName: z.string().nullish(),
  imageNamespace: z.string().nullish(),
  imageTag: z.string().nullish(),
  imageRegistryId: z.string().nullish(),
  imageDigest: z.string().nullish(),
  imagePullPolicy: z.enum(["always", "ifNotPresent"]).nullish(),
  entryPoint: ContainerEntryPoint.nullish(),
  probes: ContainerProbes.nullish(),
  environmentVariables: z.array(EnvironmentVariable).nullish(),
  endpoints: z.array(ContainerEndpoint).nullish(),
  volumeMounts: z.array(ContainerVolumeMount).nullish(),
});
export type ContainerTemplate = z.output<typeof ContainerTemplate>;
