import { UnauthorizedError, type ApiError, type ApiFailure, type RefusedKey } from "../errors";
import type { ClientSettings } from "../schemas";
import { settingSources } from "../settings";
import { ApiCaller } from "./caller";
import type { ApiRequest } from "./request";

const { apiKey, videoApiKey } = settingSources;

/** The key a call sends, by the setting that holds it, and what to do when the API refuses it. */
export function refusedKey(video: boolean, videoKeySet: boolean): RefusedKey {
  if (!video) {
    return {
      setting: apiKey.configKey,
      advice: `the key refused is the account's API key (${apiKey.configKey}, environment ${apiKey.envVar}): check it`,
    };
  }
  if (videoKeySet) {
    return {
      setting: videoApiKey.configKey,
      advice:
        `the key refused is the video library's API key (${videoApiKey.configKey}, environment ${videoApiKey.envVar}): ` +
        "it must be the API key of the library in the path",
    };
  }
  return {
    setting: apiKey.configKey,
    advice:
      `the key refused is the account's API key (${apiKey.configKey}), sent because ${videoApiKey.configKey} is not ` +
      `set: the video API takes the video library's own API key; set ${videoApiKey.configKey} (environment ` +
      `${videoApiKey.envVar}) to it`,
  };
}

function failureOf(error: ApiError): ApiFailure {
  const { status, errorKey, apiMessage, fields, fromApiBody, emptyBody } = error;
  return { status, errorKey, apiMessage, fields, fromApiBody, emptyBody };
}

/** Whether a 401 is about the key: it has no error key of its own, or one about authorisation (not a date window). */
function aboutTheKey(error: ApiError): boolean {
  return error.errorKey === undefined || /auth/i.test(error.errorKey);
}

/** An ApiCaller whose 401 errors say which key was refused, by its setting, and what to do. */
export class KeyNamingCaller extends ApiCaller {
  readonly #videoKeySet: boolean;

  constructor(settings: ClientSettings) {
    super(settings);
    this.#videoKeySet = settings.videoApiKey !== undefined;
  }

  override async call<Result>(request: ApiRequest<Result>): Promise<Result> {
    try {
      return await super.call(request);
    } catch (error) {
      if (error instanceof UnauthorizedError && error.refusedKey === undefined && aboutTheKey(error)) {
        const named = new UnauthorizedError(error, failureOf(error), refusedKey(request.video === true, this.#videoKeySet));
        named.sentContent = error.sentContent;
        throw named;
      }
      throw error;
    }
  }
}
