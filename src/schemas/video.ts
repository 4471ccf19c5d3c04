import { z } from "zod";
import type { VideoOutputCodec, VideoResolution, VideoUploadOptions } from "../types";
import { validates } from "./parses-to";
import { rule } from "./rules";

export const VIDEO_RESOLUTIONS = ["240p", "360p", "480p", "720p", "1080p", "1440p", "2160p"] as const satisfies readonly VideoResolution[];
export const VIDEO_OUTPUT_CODECS = ["x264", "vp9"] as const satisfies readonly VideoOutputCodec[];

/** The two-letter codes of ISO 639-1 in use (without the withdrawn "bh"). */
export const ISO_639_1_CODES = [
  "aa", "ab", "ae", "af", "ak", "am", "an", "ar", "as", "av", "ay", "az",
  "ba", "be", "bg", "bi", "bm", "bn", "bo", "br", "bs",
  "ca", "ce", "ch", "co", "cr", "cs", "cu", "cv", "cy",
  "da", "de", "dv", "dz",
  "ee", "el", "en", "eo", "es", "et", "eu",
  "fa", "ff", "fi", "fj", "fo", "fr", "fy",
  "ga", "gd", "gl", "gn", "gu", "gv",
  "ha", "he", "hi", "ho", "hr", "ht", "hu", "hy", "hz",
  "ia", "id", "ie", "ig", "ii", "ik", "io", "is", "it", "iu",
  "ja", "jv",
  "ka", "kg", "ki", "kj", "kk", "kl", "km", "kn", "ko", "kr", "ks", "ku", "kv", "kw", "ky",
  "la", "lb", "lg", "li", "ln", "lo", "lt", "lu", "lv",
  "mg", "mh", "mi", "mk", "ml", "mn", "mr", "ms", "mt", "my",
  "na", "nb", "nd", "ne", "ng", "nl", "nn", "no", "nr", "nv", "ny",
  "oc", "oj", "om", "or", "os",
  "pa", "pi", "pl", "ps", "pt",
  "qu",
  "rm", "rn", "ro", "ru", "rw",
  "sa", "sc", "sd", "se", "sg", "si", "sk", "sl", "sm", "sn", "so", "sq", "sr", "ss", "st", "su", "sv", "sw",
  "ta", "te", "tg", "th", "ti", "tk", "tl", "tn", "to", "tr", "ts", "tt", "tw", "ty",
  "ug", "uk", "ur", "uz",
  "ve", "vi", "vo",
  "wa", "wo",
  "xh",
  "yi", "yo",
  "za", "zh", "zu",
] as const;

const LANGUAGE_RULE = "must be a two-letter ISO 639-1 language code such as en or de";
const LanguageCode = z
  .enum(ISO_639_1_CODES, rule(LANGUAGE_RULE))
  .meta({ id: "LanguageCode", description: "A two-letter ISO 639-1 language code." });
const Resolution = z
  .enum(VIDEO_RESOLUTIONS, rule(`must be one of ${VIDEO_RESOLUTIONS.join(", ")}`))
  .meta({ id: "VideoResolution", description: "A resolution the API can encode to." });
const OutputCodec = z
  .enum(VIDEO_OUTPUT_CODECS, rule(`must be one of ${VIDEO_OUTPUT_CODECS.join(", ")}`))
  .meta({ id: "VideoOutputCodec", description: "A codec the API can encode with." });
const flag = z.boolean(rule("must be a boolean"));

function distinctList<Item extends z.ZodEnum>(item: Item) {
  return z
    .array(item, rule("must be a list of strings"))
    .min(1, "must list at least one value")
    .refine((list) => new Set(list).size === list.length, "must not repeat a value");
}

/**
 * Query options of `PUT {videoUrl}/library/{libraryId}/videos/{videoId}`,
 * by their API names; lists are sent comma separated.
 */
export const VideoUploadOptionsSchema = validates<VideoUploadOptions>()(z.strictObject({
  jitEnabled: flag
    .meta({ description: "JIT encoding for this video (needs Premium Encoding); overrides the library setting." })
    .optional(),
  enabledResolutions: distinctList(Resolution)
    .meta({ description: `Resolutions to encode, distinct values among ${VIDEO_RESOLUTIONS.join(", ")}.` })
    .optional(),
  enabledOutputCodecs: distinctList(OutputCodec)
    .meta({
      description: `Codecs to encode with, distinct values among ${VIDEO_OUTPUT_CODECS.join(" and ")}; overrides the library setting.`,
    })
    .optional(),
  transcribeEnabled: flag.meta({ description: "Transcription of this video (charged)." }).optional(),
  transcribeLanguages: distinctList(LanguageCode)
    .meta({ description: "Target languages of the transcription, distinct ISO 639-1 codes such as `en`, `de`." })
    .optional(),
  sourceLanguage: LanguageCode.meta({ description: "The language spoken in the video, an ISO 639-1 code." }).optional(),
  generateTitle: flag.meta({ description: "Generate the title from the transcription." }).optional(),
  generateDescription: flag.meta({ description: "Generate the description from the transcription." }).optional(),
  generateChapters: flag.meta({ description: "Generate chapters from the transcription." }).optional(),
  generateMoments: flag.meta({ description: "Generate moments from the transcription." }).optional(),
}, rule("must be an object of upload options")));

/** The option names in the order the API documents them (and the client sends them). */
export const VIDEO_UPLOAD_OPTION_NAMES = Object.keys(VideoUploadOptionsSchema.shape) as (keyof VideoUploadOptions)[];
