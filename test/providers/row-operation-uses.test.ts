import { pullZoneHostnameRow } from "../../src/providers/metadata/pull-zone-parts";
import { shieldZoneRow } from "../../src/providers/metadata/shield-zone";
import { videoLibraryRow } from "../../src/providers/metadata/video";
import { rowOperationUses } from "../../src/providers/row-operation-uses";

describe("rowOperationUses", () => {
  it("names a hostname's switches, its key type's setter and write-only calls beside its steps, each operation and role once", () => {
    expect(rowOperationUses(pullZoneHostnameRow)).toEqual([
      { operation: "pullZones.addHostname", role: "create" },
      { operation: "pullZones.get", role: "read" },
      { operation: "pullZones.removeHostname", role: "delete" },
      { operation: "pullZones.loadFreeCertificate", role: "switch" },
      { operation: "pullZones.removeCertificate", role: "switch" },
      { operation: "pullZones.setForceSsl", role: "switch" },
      { operation: "pullZones.updatePrivateKeyType", role: "set" },
      { operation: "pullZones.addCertificate", role: "write-only" },
      { operation: "pullZones.removeCertificate", role: "write-only" },
      { operation: "pullZones.list", role: "list" },
    ]);
  });

  it("names a library's item calls and its list once, though it is both the row's list and the proof of its 404s", () => {
    expect(rowOperationUses(videoLibraryRow)).toEqual([
      { operation: "videoLibraries.create", role: "create" },
      { operation: "videoLibraries.get", role: "read" },
      { operation: "videoLibraries.update", role: "update" },
      { operation: "videoLibraries.delete", role: "delete" },
      { operation: "videoLibraries.list", role: "list" },
      { operation: "videoLibraries.addAllowedReferrer", role: "item" },
      { operation: "videoLibraries.removeAllowedReferrer", role: "item" },
      { operation: "videoLibraries.addBlockedReferrer", role: "item" },
      { operation: "videoLibraries.removeBlockedReferrer", role: "item" },
    ]);
  });

  it("names a shield zone's adoption read, and no delete where the row has none", () => {
    expect(rowOperationUses(shieldZoneRow)).toEqual([
      { operation: "shieldZones.create", role: "create" },
      { operation: "shieldZones.get", role: "read" },
      { operation: "shieldZones.update", role: "update" },
      { operation: "shieldZones.list", role: "list" },
      { operation: "shieldZones.getByPullZone", role: "adopt" },
    ]);
  });
});
