import type { CheckFailure } from "@pulumi/pulumi/dynamic";
import { checkFailures } from "../providers/check";
import { containsUnknown } from "../providers/unknown";
import { SettingsError } from "../errors";
import { MISSING_KEY_RULE, resolveSettings, settingSources, type ConfiguredSettings, type SettingName } from "../settings";
import type { PropertyMap } from "./wire";

const settingNames = Object.keys(settingSources) as SettingName[];

/** The names of the settings that are secrets (the keys). */
export const secretSettingNames: ReadonlySet<string> = new Set(settingNames.filter((name) => settingSources[name].secret));

/**
 * The settings among a provider's properties: the provider's own inputs (`apiKey`, ...), else the namespaced stack
 * config (`cloudplatform:apiKey`) of the deprecated `variables` map. Typed config values become their text, as the
 * environment gives them.
 */
export function settingsFrom(properties: PropertyMap, variables: Record<string, string> = {}): ConfiguredSettings {
  const configured: ConfiguredSettings = {};
  for (const name of settingNames) {
    const value = properties[name] ?? variables[settingSources[name].configKey];
    if (value !== undefined && value !== null && !containsUnknown(value)) {
      configured[name] = String(value);
    }
  }
  return configured;
}

/**
 * `CheckConfig`'s failures: each setting that breaks its rule, by property name. A missing key is not one: the calls
 * that need the API fail without it (a preview at the first Check), while a destroy of resources that only forget
 * their object still works.
 */
export function settingFailures(properties: PropertyMap): CheckFailure[] {
  const unknown = settingNames.filter((name) => containsUnknown(properties[name]));
  try {
    resolveSettings(settingsFrom(properties));
    return [];
  } catch (error) {
    if (!(error instanceof SettingsError)) {
      throw error;
    }
    const issues = error.issues
      .filter((issue) => issue.rule !== MISSING_KEY_RULE)
      .map((issue) => ({
        field: settingNames.find((name) => issue.field.startsWith(settingSources[name].configKey)) ?? issue.field,
        rule: `${issue.field} ${issue.rule}`,
      }))
      .filter((issue) => !unknown.includes(issue.field as SettingName));
    return checkFailures(issues);
  }
}

/** The settings whose value differs between two sets of provider properties (`DiffConfig`). */
export function changedSettings(olds: PropertyMap, news: PropertyMap): SettingName[] {
  return settingNames.filter(
    (name) => containsUnknown(news[name]) || JSON.stringify(olds[name]) !== JSON.stringify(news[name]),
  );
}
