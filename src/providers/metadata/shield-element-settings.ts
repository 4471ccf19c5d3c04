import { DEMO } from "../../simulator/demo-account";
import { outputOf } from "../program-example";
import type { ResourceRow } from "./row";

// Settings the API keeps for each element of a list it makes itself for a shield zone (for every zone, or from the
// zone's OpenAPI document): adopted and written, never created or deleted (see ResourceRow.settingsOf with readFrom).

/** What a shield zone does with the requests one of its access lists matches: the list's configuration. */
export const shieldAccessListConfigurationRow: ResourceRow = {
  name: "ShieldAccessListConfiguration",
  description: "How a shield zone applies one of its access lists: whether the list is on, and what it does with a matching request.",
  owns: [
    "Whether the shield zone applies one of its access lists, and the action it takes on a request the list matches.",
    "The API keeps this configuration for every list the zone has: the managed lists the platform keeps up to date, and",
    "the zone's custom lists, each a `ShieldAccessList` resource, which owns the list's name, type and entries and",
    "neither sends nor compares its configuration. The resource is adopted, never created: its create finds the list's",
    "configuration, by its `configurationId`, in the zone's list of access lists (`getShieldZoneAccessLists`), and",
    "writes the declared fields. The API cannot remove it, so destroying the resource forgets it: the list stays",
    "configured as the program last applied it. A shield zone's writes, this resource's among them, are made one at a",
    "time.",
  ],
  example: {
    resources: [
      {
        name: "vpnChallenge",
        type: "ShieldAccessListConfiguration",
        comment: "Challenge the requests of the managed list of VPN providers (its configuration 9001) in the shield zone 12345.",
        properties: { shieldZoneId: "12345", configurationId: "9001", isEnabled: true, action: "Challenge" },
      },
    ],
    exports: { listName: outputOf("vpnChallenge", "name") },
  },
  lookupExample: { shieldZoneId: String(DEMO.shieldZone.id), configurationId: String(DEMO.managedAccessList.configurationId) },
  settingsOf: "ShieldZone",
  read: "shieldZones.getAccessLists",
  readFrom: ["managedLists", "customLists"],
  update: "shieldZones.updateAccessListsConfiguration",
  updateStyle: "partial",
  id: "{shieldZoneId}/{configurationId}",
  idField: "configurationId",
  objectList: { kind: "shieldZones" },
  naturalKey: { none: "the API keeps one configuration for each of the zone's access lists; nothing is ever created" },
  descriptions: {
    shieldZoneId:
      "Id of the shield zone whose access list this configures, a number kept as its string. With the package's TypeScript " +
      "classes, give the zone's `id`.",
    configurationId:
      "Id the API gave the list's configuration in the zone, a number kept as its string: not the list's own id. The zone's " +
      "list of access lists (`getShieldZoneAccessLists`) gives it for each list.",
    isEnabled: "Whether the zone applies the list to its requests.",
    action:
      "What the zone does with a request the list matches: `Allow`, `Block`, `Challenge`, `Log`, or `Bypass` (skip the " +
      "shield's other checks); `None` does nothing.",
    listId: "Id of the access list this configures: a managed list's, or a custom list's (the `ShieldAccessList`'s `accessListId`).",
    name: "The list's name, as the dashboard shows it.",
    description: "A note kept with the list.",
    type:
      "What each entry of the list is: an address (`IP`), a network (`CIDR`), an autonomous system number (`ASN`), a " +
      "country (`Country`), an organisation (`Organization`) or a TLS fingerprint (`JA4`).",
    category: "What a managed list gathers (such as `VPNs`, `TorExitNodes` or `AiCrawlers`); `None` for a custom list.",
    requiredPlan: "The least shield plan under which the zone can apply the list: `Basic`, `Advanced`, `Business` or `Enterprise`.",
    entryCount: "Number of entries the list holds.",
    updateFrequency: "How often the platform renews a managed list, as a span of time (`1.00:00:00`: once a day).",
    lastUpdated: "When the list last changed, as the API reports it (UTC, ISO 8601).",
  },
};

/** What a shield zone does with one category of the bots the platform knows. */
export const shieldBotCategoryActionRow: ResourceRow = {
  name: "ShieldBotCategoryAction",
  description: "What a shield zone does with the requests of one category of known bots (search engines, AI scrapers, and so on).",
  owns: [
    "The action a shield zone takes on the requests of one category of the bots the platform knows. The platform keeps the",
    "categories and the bots in them, the same for every zone, and the zone an action for each: the resource is adopted,",
    "never created. Its create finds the category in the zone's bot categorization (`getShieldZoneBotCategorization`)",
    "and sets the declared action; destroying it forgets it, the category keeping the action the program last set. The",
    "action of each bot of the category is a `ShieldBotAction`: this resource neither sends nor compares it. A shield",
    "zone's writes, this resource's among them, are made one at a time.",
  ],
  example: {
    resources: [
      {
        name: "noAiScrapers",
        type: "ShieldBotCategoryAction",
        comment: "Block the category of AI scrapers (category 2) in the shield zone 12345.",
        properties: { shieldZoneId: "12345", category: "2", categoryAction: "Block" },
      },
    ],
    exports: { aiScrapers: outputOf("noAiScrapers", "categoryAction") },
  },
  lookupExample: { shieldZoneId: String(DEMO.shieldZone.id), category: String(DEMO.botCategorization.blockedCategory) },
  settingsOf: "ShieldZone",
  read: "shieldZones.getBotCategorization",
  readFrom: "categories",
  update: "shieldZones.replaceBotCategorizationCategory",
  updateStyle: "partial",
  id: "{shieldZoneId}/{category}",
  idField: "category",
  objectList: { kind: "shieldZones" },
  ownedElsewhere: { bots: "ShieldBotAction" },
  naturalKey: { none: "the platform keeps the categories of bots, the same for every zone; nothing is ever created" },
  descriptions: {
    shieldZoneId:
      "Id of the shield zone whose action this is, a number kept as its string. With the package's TypeScript classes, give " +
      "the zone's `id`.",
    category:
      "The category of bots, by the number the API gives it (kept as its string): 1 search engines (`SEO`), 2 AI scrapers, " +
      "3 AI tools, 4 tools, 5 ads, 6 link previews, 7 social networks.",
    categoryAction: "What the zone does with the category's requests: `Block` or `Allow` them; `None` does neither.",
  },
};

/** What a shield zone does with one of the bots the platform knows. */
export const shieldBotActionRow: ResourceRow = {
  name: "ShieldBotAction",
  description: "What a shield zone does with the requests of one known bot, told by its user agent.",
  owns: [
    "The action a shield zone takes on the requests of one of the bots the platform knows, each in one category. The",
    "platform keeps the bots, the same for every zone, and the zone an action for each: the resource is adopted, never",
    "created. Its create finds the bot among the categories of the zone's bot categorization",
    "(`getShieldZoneBotCategorization`) and sets the declared action; destroying it forgets it, the bot keeping the",
    "action the program last set. The action of the bot's whole category is the category's own, which this resource",
    "neither sends nor compares. A shield zone's writes, this resource's among them, are made one at a time.",
  ],
  example: {
    resources: [
      {
        name: "googlebot",
        type: "ShieldBotAction",
        comment: "Let Googlebot (the bot 101) through in the shield zone 12345.",
        properties: { shieldZoneId: "12345", botId: "101", action: "Allow" },
      },
    ],
    exports: { userAgent: outputOf("googlebot", "userAgentMatch") },
  },
  lookupExample: { shieldZoneId: String(DEMO.shieldZone.id), botId: String(DEMO.botCategorization.allowedBotId) },
  settingsOf: "ShieldZone",
  read: "shieldZones.getBotCategorization",
  readFrom: "categories.bots",
  update: "shieldZones.replaceBotCategorizationBot",
  updateStyle: "partial",
  id: "{shieldZoneId}/{botId}",
  idField: "botId",
  objectList: { kind: "shieldZones" },
  naturalKey: { none: "the platform keeps the bots, the same for every zone; nothing is ever created" },
  descriptions: {
    shieldZoneId:
      "Id of the shield zone whose action this is, a number kept as its string. With the package's TypeScript classes, give " +
      "the zone's `id`.",
    botId: "Id the platform gives the bot, a number kept as its string; the zone's bot categorization lists each bot with its id.",
    action: "What the zone does with the bot's requests: `Block`, `Allow` or `Ignore` them; `None` sets no action of the bot's own.",
    userAgentMatch: "The user agent by which the platform tells the bot's requests.",
    category: "The category the bot is in, by name (such as `SEO` or `AIScraper`).",
    isVerifiable: "Whether the platform can check that a request claiming to be the bot's comes from it.",
  },
};

/** How a shield zone's API Guardian checks the requests to one endpoint of the OpenAPI document it was given. */
export const shieldApiGuardianEndpointRow: ResourceRow = {
  name: "ShieldApiGuardianEndpoint",
  description:
    "How a shield zone's API Guardian checks the requests to one endpoint of its OpenAPI document: which validations run, " +
    "which parameters are searched for injections, and how the endpoint's requests are rate limited.",
  owns: [
    "The checks API Guardian makes on the requests to one endpoint (one method and path) of the OpenAPI document the",
    "shield zone was given. The endpoints come from that document, uploaded outside Pulumi: the API makes one for each",
    "operation the document describes, and the resource is adopted, never created. Its create finds the endpoint, by its",
    "`endpointId`, among the `endpoints` of the zone's API Guardian (`getShieldApiGuardian`) and writes the declared",
    "fields; destroying it forgets it, the endpoint keeping the settings the program last applied, until a new document",
    "replaces the endpoints. An endpoint the zone's API Guardian no longer lists is gone. The zone's API Guardian",
    "configuration is the `ShieldApiGuardian` resource's, which neither sends nor compares its endpoints. A shield zone's",
    "writes, this resource's among them, are made one at a time.",
  ],
  example: {
    resources: [
      {
        name: "orders",
        type: "ShieldApiGuardianEndpoint",
        comment: "Check the bodies of the requests to the endpoint 4101 of the shield zone 12345, and let each address send 20 a minute.",
        properties: {
          shieldZoneId: "12345",
          endpointId: "4101",
          validateRequestBodySchema: true,
          rateLimitingEnabled: true,
          rateLimitingType: "IP",
          rateLimitingRequestCount: 20,
          rateLimitingTimeframe: "PerOneMinute",
        },
      },
    ],
    exports: { ordersPath: outputOf("orders", "requestPath") },
  },
  lookupExample: { shieldZoneId: String(DEMO.shieldZone.id), endpointId: String(DEMO.apiGuardianEndpoint.id) },
  settingsOf: "ShieldZone",
  read: "shieldZones.getApiGuardian",
  readFrom: "endpoints",
  update: "shieldZones.updateApiGuardianEndpoint",
  updateStyle: "partial",
  id: "{shieldZoneId}/{endpointId}",
  idField: "apiGuardianEndpointId",
  objectList: { kind: "shieldZones" },
  objectTypes: {
    AuthSchemeDetails: {
      name: "ShieldApiGuardianAuthScheme",
      description: "One way the OpenAPI document lets a client prove who it is on an endpoint.",
      descriptions: {
        schemeName: "The scheme's name in the document.",
        schemeType: "What kind of scheme it is: `ApiKey`, `Http`, `OAuth2` or `OpenIdConnect`.",
        location: "Where the request carries the credential: `Header`, `Query` or `Cookie`.",
        credentialName: "Where the request carries its credential: the header, cookie or query parameter of that name.",
        httpScheme: "For an `Http` scheme, the word of its `Authorization` header (such as `bearer` or `basic`).",
      },
    },
  },
  naturalKey: { none: "the API makes the endpoints from the zone's OpenAPI document; nothing is ever created" },
  descriptions: {
    shieldZoneId:
      "Id of the shield zone whose API Guardian checks the endpoint, a number kept as its string. With the package's " +
      "TypeScript classes, give the zone's `id`.",
    endpointId:
      "Id the API gave the endpoint when it read the zone's OpenAPI document, a number kept as its string; the zone's API " +
      "Guardian (`getShieldApiGuardian`) lists each endpoint with its id.",
    isEnabled: "Whether API Guardian checks the endpoint's requests at all.",
    validateRequestBodySchema: "Whether a request's body must match the schema the document gives it.",
    validateResponseBodySchema: "Whether a response's body must match the schema the document gives it.",
    validateAuthorization: "Whether a request must carry the credentials one of the endpoint's authentication schemes asks for.",
    injectionDetectionParameters:
      "The parameters searched for injected code, by where the request carries them: a map whose keys are among `Path`, " +
      "`Query`, `Header` and `Cookie`, each to a list of parameter names.",
    detectParameterXss: "Whether those parameters are searched for cross-site scripting.",
    detectParameterSqli: "Whether those parameters are searched for SQL injection.",
    rateLimitingEnabled: "Whether the endpoint's requests are rate limited.",
    rateLimitingType: "What the rate limit counts: every request to the endpoint (`Global`), or each client address's apart (`IP`).",
    rateLimitingRequestCount: "How many requests the rate limit lets through in its timeframe.",
    rateLimitingTimeframe:
      "The span over which the rate limit counts: `PerSecond`, `PerTenSeconds`, `PerOneMinute`, `PerFiveMinutes`, " +
      "`PerFifteenMinutes` or `PerOneHour`.",
    requestMethod: "The HTTP method of the endpoint, as the document gives it.",
    requestPath: "The path of the endpoint, as the document gives it, with its parameters in braces.",
    authSchemes: "The authentication schemes the document allows on the endpoint.",
    requestBodySchemaYaml: "The schema of the request's body, as YAML; unset where the endpoint takes no body.",
    responseBodySchemasYaml: "The schemas of the response's body, as YAML, by the status they answer.",
    availableParameters:
      "The parameters the document gives the endpoint, by where the request carries them (`Path`, `Query`, `Header`, " +
      "`Cookie`): the names `injectionDetectionParameters` can take.",
    createdAt: "When the endpoint was made from the document (UTC, ISO 8601).",
    updatedAt: "When its settings last changed (UTC, ISO 8601); unset if they never have.",
  },
};
