import { CloudPlatformClient } from "../client";
import { resolveSettings, type ConfiguredSettings } from "../settings";

/**
 * The client of one provider configuration. The settings, keys included, live only here, in the memory of the
 * process: they never reach the serialized provider, outputs or errors. Invalid settings do not fail `configure`
 * (a call that needs no API call, such as a Delete that forgets, must still work): they are kept, and thrown by
 * every request for the client.
 */
export class ConfiguredClient {
  #active: { fingerprint: string; client: CloudPlatformClient } | undefined;
  #failure: Error | undefined;

  /** Resolves the settings (the environment filling what `configured` leaves unset); a changed result makes a new client. */
  configure(configured: ConfiguredSettings): void {
    let options;
    try {
      options = resolveSettings(configured);
    } catch (error) {
      this.#failure = error as Error;
      return;
    }
    this.#failure = undefined;
    const fingerprint = JSON.stringify(options);
    if (this.#active?.fingerprint !== fingerprint) {
      const replaced = this.#active;
      this.#active = { fingerprint, client: new CloudPlatformClient(options) };
      void replaced?.client.close();
    }
  }

  /** The client built from the configured settings (from the environment alone if `configure` never ran). */
  client(): CloudPlatformClient {
    if (this.#active === undefined && this.#failure === undefined) {
      this.configure({});
    }
    if (this.#failure !== undefined) {
      throw this.#failure;
    }
    return this.#active!.client;
  }

  /** Closes the client's kept-alive connections. */
  async close(): Promise<void> {
    await this.#active?.client.close();
  }
}
