import type * as pulumi from "@pulumi/pulumi";
import type { VideoOutputCodec, VideoResolution } from "../types";

/** The upload options of a video's file, by their API names. Each option left unset is not sent. */
export interface VideoUploadOptionArgs {
  /** `jitEnabled`: JIT encoding for this video (needs Premium Encoding); overrides the library setting. */
  jitEnabled?: pulumi.Input<boolean>;
  /** `enabledResolutions`: resolutions to encode, distinct values among 240p, 360p, 480p, 720p, 1080p, 1440p, 2160p. */
  enabledResolutions?: pulumi.Input<pulumi.Input<VideoResolution>[]>;
  /** `enabledOutputCodecs`: codecs, distinct values among x264 and vp9; overrides the library setting. */
  enabledOutputCodecs?: pulumi.Input<pulumi.Input<VideoOutputCodec>[]>;
  /** `transcribeEnabled`: transcription of this video (charged). */
  transcribeEnabled?: pulumi.Input<boolean>;
  /** `transcribeLanguages`: target languages of the transcription, distinct ISO 639-1 codes such as `en`, `de`. */
  transcribeLanguages?: pulumi.Input<pulumi.Input<string>[]>;
  /** `sourceLanguage`: the language spoken in the video, an ISO 639-1 code. */
  sourceLanguage?: pulumi.Input<string>;
  /** `generateTitle`: generate the title from the transcription. */
  generateTitle?: pulumi.Input<boolean>;
  /** `generateDescription`: generate the description from the transcription. */
  generateDescription?: pulumi.Input<boolean>;
  /** `generateChapters`: generate chapters from the transcription. */
  generateChapters?: pulumi.Input<boolean>;
  /** `generateMoments`: generate moments from the transcription. */
  generateMoments?: pulumi.Input<boolean>;
}

/** The upload options as outputs: each as sent, when set. */
export interface VideoUploadOptionOutputs {
  /** `jitEnabled` as sent, when set. */
  readonly jitEnabled: pulumi.Output<boolean | undefined>;
  /** `enabledResolutions` as sent, when set. */
  readonly enabledResolutions: pulumi.Output<VideoResolution[] | undefined>;
  /** `enabledOutputCodecs` as sent, when set. */
  readonly enabledOutputCodecs: pulumi.Output<VideoOutputCodec[] | undefined>;
  /** `transcribeEnabled` as sent, when set. */
  readonly transcribeEnabled: pulumi.Output<boolean | undefined>;
  /** `transcribeLanguages` as sent, when set. */
  readonly transcribeLanguages: pulumi.Output<string[] | undefined>;
  /** `sourceLanguage` as sent, when set. */
  readonly sourceLanguage: pulumi.Output<string | undefined>;
  /** `generateTitle` as sent, when set. */
  readonly generateTitle: pulumi.Output<boolean | undefined>;
  /** `generateDescription` as sent, when set. */
  readonly generateDescription: pulumi.Output<boolean | undefined>;
  /** `generateChapters` as sent, when set. */
  readonly generateChapters: pulumi.Output<boolean | undefined>;
  /** `generateMoments` as sent, when set. */
  readonly generateMoments: pulumi.Output<boolean | undefined>;
}

/** The upload options of `args`, as the properties a resource registers. */
export function uploadOptionProperties(args: VideoUploadOptionArgs): VideoUploadOptionArgs {
  return {
    jitEnabled: args.jitEnabled,
    enabledResolutions: args.enabledResolutions,
    enabledOutputCodecs: args.enabledOutputCodecs,
    transcribeEnabled: args.transcribeEnabled,
    transcribeLanguages: args.transcribeLanguages,
    sourceLanguage: args.sourceLanguage,
    generateTitle: args.generateTitle,
    generateDescription: args.generateDescription,
    generateChapters: args.generateChapters,
    generateMoments: args.generateMoments,
  };
}
