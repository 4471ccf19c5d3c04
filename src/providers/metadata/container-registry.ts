import { DEMO } from "../../simulator/demo-account";
import { outputOf } from "../program-example";
import type { ResourceRow } from "./row";

/**
 * A registry Magic Containers pulls images from: replaced as a whole by its PUT, its credentials write-only (the API
 * keeps the user name and a few characters of the password, never the password).
 */
export const containerRegistryRow: ResourceRow = {
  name: "ContainerRegistry",
  description: "A container image registry the account's container apps pull private images from, with the credentials it is read with.",
  owns: [
    "The registry owns its display name, its type and the credentials Magic Containers signs in with. The container apps",
    "that pull from it name it by its id, and are left to their own resources. No read shows the type or the",
    "credentials: after an import, declare them as the registry has them; the next `pulumi up` then plans no change for",
    "them, and the next update sends them. A delete the API refuses because apps use the registry fails naming them.",
  ],
  example: {
    resources: [
      {
        name: "images",
        type: "ContainerRegistry",
        comment: "A public registry; a private one also takes `passwordCredentials`, from a secret of the stack's config.",
        properties: { displayName: "Docker Hub images", type: "dockerHub" },
      },
    ],
    exports: { registryId: outputOf("images", "registryId"), hostName: outputOf("images", "hostName") },
  },
  lookupExample: { registryId: String(DEMO.registry.id) },
  create: "containerRegistries.create",
  read: "containerRegistries.get",
  list: "containerRegistries.list",
  update: "containerRegistries.replace",
  updateStyle: "whole",
  delete: "containerRegistries.delete",
  id: "{registryId}",
  idField: "id",
  objectList: { kind: "containerRegistries" },
  objectTypes: {
    Credentials: {
      name: "ContainerRegistryCredentials",
      description: "The user name and password (or access token) Magic Containers signs in to the registry with.",
      descriptions: {
        userName: "The user name of the registry's account.",
        password: "The password or access token of that account, with the right to pull its images.",
      },
    },
  },
  naturalKey: {
    none:
      "the API lets registries share a display name (Terraform's provider gives each of its registries the name " +
      '"GitHub" or "DockerHub"), so no other registry can be told to be this one. Look for a registry of this name ' +
      "(`getContainerRegistries`, or the dashboard); if one was made, import it (`pulumi import` with `{registryId}`) " +
      "or delete it before the next `pulumi up`",
  },
  uniqueKey: "displayName",
  descriptions: {
    registryId: "Id the API gave the registry; also the resource id, and what a container app names as its image registry.",
    displayName: "The name the dashboard shows for the registry.",
    type: "Which service the registry is: `gitHub` (ghcr.io), `dockerHub` (Docker Hub) or `bunnyRegistry`. No read reports it.",
    passwordCredentials:
      "The user name and password (or token) used to pull images. Write-only: the API never reports the password, so it is kept as given.",
    accountId: "Id of the account that holds the registry, as the API reports it.",
    userId: "Id of the user who added the registry, as the API reports it.",
    namespaceId: "The Magic Containers namespace the registry belongs to.",
    hostName: "Host name images are pulled from, which the API derives from the type (such as `ghcr.io`).",
    userName: "The user name the API holds for the registry's credentials.",
    firstPasswordSymbols: "The first characters of the stored password, by which the dashboard tells tokens apart.",
    lastPasswordSymbols: "The last characters of the stored password, by which the dashboard tells tokens apart.",
    createdAt: "When the registry was added.",
    isPublic: "Whether the registry is read without credentials.",
    isPlatformManaged: "Whether the platform itself manages the registry (such as bunny.net's own), rather than the account.",
    lastUpdatedAt: "When the registry last changed, as the API reports it.",
  },
};
