import type { RefusedKey } from "../errors";
import type { ClientSettings } from "../schemas";

type Named = ClientSettings["settingNames"]["apiKey"];

function withVariable(setting: Named): string {
  return setting.environmentVariable === undefined ? setting.name : `${setting.name}, environment ${setting.environmentVariable}`;
}

/** The key a call sends, by the setting that holds it, and what to do when the API refuses it. */
export function refusedKey(video: boolean, videoKeySet: boolean, names: ClientSettings["settingNames"]): RefusedKey {
  const { apiKey, videoApiKey } = names;
  if (!video) {
    return { setting: apiKey.name, advice: `the key refused is the account's API key (${withVariable(apiKey)}): check it` };
  }
  if (videoKeySet) {
    return {
      setting: videoApiKey.name,
      advice:
        `the key refused is the video library's API key (${withVariable(videoApiKey)}): ` +
        "it must be the API key of the library in the path",
    };
  }
  const variable = videoApiKey.environmentVariable === undefined ? "" : ` (environment ${videoApiKey.environmentVariable})`;
  return {
    setting: apiKey.name,
    advice:
      `the key refused is the account's API key (${apiKey.name}), sent because ${videoApiKey.name} is not set: the video ` +
      `API takes the video library's own API key; set ${videoApiKey.name}${variable} to it`,
  };
}
