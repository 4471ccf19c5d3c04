import type { RefusedKey } from "../errors";
import { settingSources } from "../setting-sources";

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
