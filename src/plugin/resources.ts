import { z } from "zod";
import { providerDefinitions } from "../providers";
import { ExternalDnsCertificateInputsSchema } from "../providers/external-dns-certificate";
import { VideoInputsSchema } from "../providers/video";
import { VideoUploadInputsSchema } from "../providers/video-upload";
import { VolumeInputsSchema } from "../providers/volume";
import { WafRuleReviewInputsSchema } from "../providers/waf-rule-review";
import { VIDEO_STATUSES, VideoUploadOptionsSchema } from "../schemas";
import type { ResourceDefinition } from "./resource-definition";

const VideoStatus = z
  .enum(VIDEO_STATUSES)
  .meta({ id: "VideoStatus", description: "The state of a video, by name, as the API reports it." });

const UploadedFile = z.object({
  sha256: z.string().meta({ description: "SHA-256 (hex) of the uploaded content; empty while the video lacks it." }),
  bytes: z.number().int().meta({ description: "Size of the uploaded content in bytes." }),
  mtimeMs: z
    .number()
    .meta({ description: "Modification time of the file (milliseconds since the epoch) when last fingerprinted." }),
});

const ContentFingerprint = z
  .object({
    sha256: z.string().meta({ description: "SHA-256 (hex) of the content sent." }),
    bytes: z.number().int().meta({ description: "Size of the content sent, in bytes." }),
  })
  .meta({ id: "ContentFingerprint", description: "What identifies content that was sent: its SHA-256 and its size." });

const unconfirmedUpload = ContentFingerprint.meta({
  description:
    "The content an upload sent whole and lost the answer to: the video most likely holds it. The next up or refresh " +
    "reads the video and takes a file there as this content.",
}).optional();

const VideoUploadOptions = VideoUploadOptionsSchema.meta({
  id: "VideoUploadOptions",
  description: "The upload options of a video's file, as the API takes them.",
});

const EncodedFile = z
  .object({
    sha256: z.string().meta({ description: "SHA-256 (hex) of the file." }),
    options: VideoUploadOptions.meta({ description: "The upload options the file was sent with (those the program declares)." }),
  })
  .meta({ id: "EncodedFile", description: "A video's file as the encoder takes it: its content and upload options." });

const VolumeField = z
  .enum(["name", "size"])
  .meta({ id: "VolumeField", description: "A volume field the resource may set." });

/** Every resource of the plugin; a resource is served and described once it is listed here. */
export const resources: readonly ResourceDefinition[] = [
  {
    name: "Volume",
    description: "A volume template of a container app, adopted and kept at the `name` and `size` the program sets.",
    inputs: VolumeInputsSchema,
    outputs: VolumeInputsSchema.extend({
      name: z.string().meta({ description: "Name of the volume as the API reports it." }),
      size: z.number().int().meta({ description: "Size of the volume as the API reports it." }),
      managedFields: z
        .array(VolumeField)
        .meta({ description: "The fields (`name`, `size`) the program sets; the others are only reported." }),
    }),
    provider: providerDefinitions.Volume,
    import: { idForm: "{appId}/{volumeId}", seed: { managedFields: ["name", "size"] } },
  },
  {
    name: "ExternalDnsCertificate",
    description: "Completes the certificate step of a pull zone hostname that uses external DNS.",
    inputs: ExternalDnsCertificateInputsSchema,
    outputs: ExternalDnsCertificateInputsSchema.extend({
      pullZoneId: z.string().meta({ description: "The pull zone that holds the hostname: the one given, or the one found." }),
      pullZoneIdDeclared: z
        .boolean()
        .meta({ description: "Whether the program declares `pullZoneId` (refresh reads that zone) or it was found." }),
      hasCertificate: z.boolean().meta({ description: "Whether the hostname has its certificate, as last read." }),
    }),
    provider: providerDefinitions.ExternalDnsCertificate,
    import: { idForm: "{hostname}" },
  },
  {
    name: "WafRuleReview",
    description: "The review of a triggered WAF rule in a shield zone: the action the rule takes from now on.",
    inputs: WafRuleReviewInputsSchema,
    outputs: WafRuleReviewInputsSchema,
    provider: providerDefinitions.WafRuleReview,
    import: { idForm: "{shieldZoneId}/{ruleId}" },
  },
  {
    name: "VideoUpload",
    description: "The file of a video in a video library, uploaded from a local file.",
    inputs: VideoUploadInputsSchema,
    outputs: VideoUploadInputsSchema.extend({
      ...UploadedFile.shape,
      status: VideoStatus.meta({ description: "The video's status, as last read." }),
      unconfirmedUpload,
    }),
    provider: providerDefinitions.VideoUpload,
    import: {
      refused:
        "a VideoUpload cannot be imported: the API cannot give back the local file it uploaded. Declare it in the " +
        "program instead, or import the video as a Video ({libraryId}/{videoId})",
    },
  },
  {
    name: "Video",
    description: "A video of a video library, created by the program, with its file uploaded from a local file.",
    inputs: VideoInputsSchema,
    outputs: VideoInputsSchema.extend({
      videoId: z.string().meta({ description: "GUID of the video." }),
      ...UploadedFile.partial().shape,
      adoptedSha256: z
        .string()
        .meta({
          description:
            "SHA-256 (hex) the declared file had when it was taken as the file of a video that came with its own (an " +
            "import); other content replaces the video.",
        })
        .optional(),
      status: VideoStatus.meta({ description: "The video's status, as last read." }),
      length: z.number().int().meta({ description: "Length of the video in seconds." }),
      storageSize: z.number().int().meta({ description: "Bytes the video takes in storage." }),
      unconfirmedUpload,
      encodingRetry: EncodedFile.meta({
        description:
          "The file (content and upload options) whose encoding failed in the video this one replaced: while the " +
          "video holds the same file, its own status `error` is reported and the video is not replaced again.",
      })
        .optional(),
    }),
    provider: providerDefinitions.Video,
    // The empty collection asks the read to report the video's collection, which an import takes as declared.
    import: { idForm: "{libraryId}/{videoId}", seed: { collectionId: "" } },
  },
];
