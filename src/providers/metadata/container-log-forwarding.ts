import { DEMO } from "../../simulator/demo-account";
import { objectOf, outputOf } from "../program-example";
import type { ResourceRow } from "./row";

/**
 * Where a container app sends its logs: one configuration per app, which the create's body names by the app's id and
 * the other calls by their path. The PUT takes the whole configuration.
 */
export const containerLogForwardingRow: ResourceRow = {
  name: "ContainerLogForwarding",
  description: "Forwarding of a container app's logs to a syslog server of the account's own.",
  owns: [
    "The resource owns the one log forwarding configuration of its app: where the logs go (address, port, transport),",
    "the syslog format, the token the server is given, and whether forwarding is on. The app itself is left to its",
    "`ContainerApp`. An app has one configuration at most: one made outside Pulumi is imported with the app's id rather",
    "than declared again, which the API refuses.",
  ],
  example: {
    resources: [
      {
        name: "shop",
        type: "ContainerApp",
        properties: {
          name: "shop",
          runtimeType: "shared",
          autoScaling: objectOf({ min: 1, max: 3 }),
          regionSettings: objectOf({ allowedRegionIds: ["DE"], requiredRegionIds: ["DE"] }),
          containerTemplates: [
            objectOf({ name: "web", imageRegistryId: "2001", imageNamespace: "example", imageName: "web", imageTag: "1.4.2" }),
          ],
        },
      },
      {
        name: "shopLogs",
        type: "ContainerLogForwarding",
        comment: "A token, where the server asks for one, comes from a secret of the stack's config.",
        properties: {
          appId: outputOf("shop", "appId"),
          type: "SyslogTcp",
          endpoint: "logs.example.com",
          port: 6514,
          format: "SyslogRfc5424",
          enabled: true,
        },
      },
    ],
    exports: { forwardingSince: outputOf("shopLogs", "createdAt") },
  },
  lookupExample: { appId: DEMO.app.id },
  create: "containerLogForwarding.create",
  read: "containerLogForwarding.get",
  list: "containerLogForwarding.list",
  update: "containerLogForwarding.replace",
  updateStyle: "whole",
  delete: "containerLogForwarding.delete",
  id: "{appId}",
  idField: "app",
  objectField: "app",
  objectList: { kind: "apps" },
  naturalKey: ["app"],
  leftOut: {
    id:
      "the configuration's own id, which no call takes (they name it by its app's id, the resource id), and which a " +
      "property could not hold: `id` is the resource's own",
  },
  objectTypes: Object.fromEntries(
    ["CreateLogForwardingRequest", "LogForwardingConfiguration"].flatMap((model) => [
      [`${model}.type`, { name: "ContainerLogForwardingType", description: "How the logs travel to the syslog server.", descriptions: {} }],
      [`${model}.format`, { name: "ContainerLogForwardingFormat", description: "The syslog message format.", descriptions: {} }],
    ]),
  ),
  descriptions: {
    appId: "Id of the container app whose logs are forwarded; also the resource id, as an app has one configuration.",
    type: "How the logs travel: `SyslogUdp` or `SyslogTcp`.",
    endpoint: "Host name or IP address of the syslog server that receives the logs.",
    port: "Port of the syslog server.",
    token: "Token the syslog server identifies the account's logs by, where it asks for one. Held as a secret.",
    format: "The syslog message format: `SyslogRfc3164` (BSD) or `SyslogRfc5424`.",
    enabled: "Whether the logs are forwarded; `false` keeps the configuration without sending anything.",
    productId: "Id of the product the configuration belongs to, as the API reports it.",
    createdAt: "When the configuration was made.",
  },
};
