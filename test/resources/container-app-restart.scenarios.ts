import type { ProviderRunner } from "../helpers/installed-package";
import { containerAppTriggerScenarios } from "./container-app-trigger.scenarios";

/** The ContainerAppRestart scenarios (a trigger resource on an app of the simulator's account), run through `runner`. */
export const containerAppRestartScenarios = (runner: ProviderRunner): void =>
  containerAppTriggerScenarios(runner, {
    className: "ContainerAppRestart",
    action: "restart",
    route: "containerApps.restart",
    keys: { apiKey: "host-restart-account-key-4c9e1b72", videoApiKey: "host-restart-video-key-a83f0d15" },
  });
