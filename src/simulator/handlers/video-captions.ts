import { jsonResponse, type SimulatedResponse } from "../http-responses";
import type { RouteContext } from "../route-context";
import { videoOfPath } from "./videos";

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * CaptionModelAdd {srclang?, label?, captionsFile?}: the captions of the path's language, added to the video's
 * `captions` or written over the ones it holds (their `version` raised by one). The file is Base64 of the caption text;
 * one that is not Base64, or empty, is refused with 400 and the validation's error list.
 */
export function updateCaptions(ctx: RouteContext): SimulatedResponse {
  const found = videoOfPath(ctx);
  if ("missing" in found) return found.missing;
  const { label, captionsFile } = (ctx.body ?? {}) as { label?: string | null; captionsFile?: string | null };
  if (typeof captionsFile !== "string" || captionsFile.length === 0 || !BASE64.test(captionsFile)) {
    return jsonResponse(400, {
      success: false,
      message: "The captions file is not valid",
      statusCode: 400,
      data: { valid: false, errorList: ["captionsFile: must be the Base64 of the caption text"], warningList: [], warningMessage: null },
    });
  }
  const { srclang } = ctx.params;
  const captions = found.video.captions ?? [];
  const held = captions.find((caption) => caption.srclang === srclang);
  const caption = { srclang, label: label ?? null, version: (held?.version ?? 0) + 1 };
  found.video.captions = held === undefined ? [...captions, caption] : captions.map((other) => (other === held ? caption : other));
  return jsonResponse(200, {
    success: true,
    message: "OK",
    statusCode: 200,
    data: { valid: true, errorList: [], warningList: [], warningMessage: null },
  });
}

/** Takes the captions of the path's language off the video; a language it does not hold answers 404. */
export function deleteCaptions(ctx: RouteContext): SimulatedResponse {
  const found = videoOfPath(ctx);
  if ("missing" in found) return found.missing;
  const captions = found.video.captions ?? [];
  if (!captions.some((caption) => caption.srclang === ctx.params.srclang)) {
    return ctx.fail(404, { message: "The requested captions were not found" });
  }
  found.video.captions = captions.filter((caption) => caption.srclang !== ctx.params.srclang);
  return jsonResponse(200, { success: true, message: "OK", statusCode: 200 });
}
