import { z } from "zod";
import { caseInsensitiveObject } from "./case-insensitive";
import type { ContainerTemplate, PatchVolumeRequest, UpdateVolumeResponse, VolumeSummary } from "../types";
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

export const UpdateVolumeResponseSchema = parsesTo<UpdateVolumeResponse>()(caseInsensitiveObject({
  name: z.string(),
  size: z.number(),
}));

/** One item of the volume list. */
export const VolumeSummarySchema = parsesTo<VolumeSummary>()(caseInsensitiveObject({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  totalUsage: z.number().optional(),
  totalInstancesCount: z.number().int().optional(),
  attachedInstancesCount: z.number().int().optional(),
  containersCount: z.number().int().optional(),
}));

/** Answer of `GET /mc/apps/{appId}/volumes`; a non-empty `cursor` means more items follow. */
export const VolumeListPage = caseInsensitiveObject({
  items: z.array(VolumeSummarySchema),
  meta: caseInsensitiveObject({ totalItems: z.number().int().optional() }).nullish(),
  // Sent back percent-encoded in the next request's query; an unpaired surrogate cannot be encoded.
  cursor: z.string().refine((cursor) => !/\p{Cs}/u.test(cursor), "must be valid Unicode text").nullish(),
});

const optionalInteger = z.number().int().nullish();

const HttpGetProbeSchema = caseInsensitiveObject({
  request: caseInsensitiveObject({
    path: z.string().optional(),
    portNumber: z.number().int().optional(),
  }).nullish(),
  response: caseInsensitiveObject({
    expectedStatusCode: z.string().optional(),
  }).nullish(),
});

const TcpSocketProbeSchema = caseInsensitiveObject({
  request: caseInsensitiveObject({ portNumber: z.number().int().optional() }).nullish(),
});

const GrpcProbeSchema = caseInsensitiveObject({
  request: caseInsensitiveObject({
    portNumber: z.number().int().optional(),
    serviceName: z.string().nullish(),
  }).nullish(),
});

const ContainerProbeSchema = caseInsensitiveObject({
  initialDelaySeconds: optionalInteger,
  periodSeconds: optionalInteger,
  timeoutSeconds: optionalInteger,
  failureThreshold: optionalInteger,
  successThreshold: optionalInteger,
  httpGet: HttpGetProbeSchema.nullish(),
  tcpSocket: TcpSocketProbeSchema.nullish(),
  grpc: GrpcProbeSchema.nullish(),
});

const ContainerProbesSchema = caseInsensitiveObject({
  startup: ContainerProbeSchema.nullish(),
  readiness: ContainerProbeSchema.nullish(),
  liveness: ContainerProbeSchema.nullish(),
});

const ContainerEntryPointSchema = caseInsensitiveObject({
  command: z.string().nullish(),
  commandArray: z.array(z.string()).nullish(),
  arguments: z.string().nullish(),
  argumentsArray: z.array(z.string()).nullish(),
  workingDirectory: z.string().nullish(),
});

const EnvironmentVariableSchema = caseInsensitiveObject({
  name: z.string(),
  value: z.string().nullish(),
});

const EndpointPortMappingSchema = caseInsensitiveObject({
  containerPort: z.number().int(),
  exposedPort: z.number().int(),
  protocols: z.array(z.string()),
});

const EndpointStickySessionsSchema = caseInsensitiveObject({
  enabled: z.boolean(),
  sessionHeaders: z.array(z.string()),
  cookieName: z.string(),
});

const EndpointIpAddressSchema = caseInsensitiveObject({
  address: z.string(),
  region: z.string(),
});

const ContainerEndpointSchema = caseInsensitiveObject({
  id: z.string(),
  displayName: z.string(),
  publicHost: z.string().nullish(),
  type: z.string(),
  isSslEnabled: z.boolean(),
  pullZoneId: z.string().nullish(),
  portMappings: z.array(EndpointPortMappingSchema),
  stickySessions: EndpointStickySessionsSchema.nullish(),
  internalIpAddresses: z.array(EndpointIpAddressSchema).nullish(),
  publicIpAddresses: z.array(EndpointIpAddressSchema).nullish(),
});

const ContainerVolumeMountSchema = caseInsensitiveObject({
  name: z.string(),
  mountPath: z.string(),
});

/** Answer of `GET /mc/apps/{appId}/containers/{containerId}`. */
export const ContainerTemplateSchema = parsesTo<ContainerTemplate>()(caseInsensitiveObject({
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
  entryPoint: ContainerEntryPointSchema.nullish(),
  probes: ContainerProbesSchema.nullish(),
  environmentVariables: z.array(EnvironmentVariableSchema).nullish(),
  endpoints: z.array(ContainerEndpointSchema).nullish(),
  volumeMounts: z.array(ContainerVolumeMountSchema).nullish(),
}));
