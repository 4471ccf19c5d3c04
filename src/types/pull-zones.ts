/** A pull zone, reduced to its id, name and hostnames (`GET /pullzone/{id}`, `GET /pullzone`). */
export interface PullZone {
  /** Id of the pull zone. */
  id: string;
  /** The zone's name; null when the API gives none. */
  name: string | null;
  /** Every hostname linked to the zone (empty when the API sends none). */
  hostnames: PullZoneHostname[];
}

/** A hostname of a pull zone; its certificate and key are never read. */
export interface PullZoneHostname {
  /** Id of the hostname. */
  id: string;
  /** The hostname, e.g. `cdn.example.com`; null when the API gives none. */
  value: string | null;
  /** Whether an SSL certificate is configured for the hostname. */
  hasCertificate: boolean;
}
