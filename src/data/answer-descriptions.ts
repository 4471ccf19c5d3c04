import { spaced } from "../providers/row-fields";

/** `PullZoneModel` → "pull zone", `GetShieldZoneResponse` → "shield zone": what a model is of, in words. */
export function modelNoun(model: string): string {
  return spaced(model.replace(/(Model|Response|Result)$/, "").replace(/^Get/, ""));
}

/** Descriptions of the fields many models share, by field name; `{noun}` is what the model is of. */
const sharedFields: Record<string, string> = {
  Id: "Id the API gave the {noun}.",
  id: "Id the API gave the {noun}.",
  Name: "Name of the {noun}.",
  name: "Name of the {noun}.",
  DateCreated: "When the {noun} was created, as the API reports it.",
  createdAt: "When the {noun} was created, as the API reports it.",
  DateModified: "When the {noun} last changed, as the API reports it.",
  updatedAt: "When the {noun} last changed, as the API reports it.",
  Enabled: "Whether the {noun} is on.",
  enabled: "Whether the {noun} is on.",
  Deleted: "Whether the {noun} is deleted.",
  Description: "Text the account gave the {noun}.",
  description: "Text the account gave the {noun}.",
  Guid: "Id the API gave the {noun}.",
  guid: "Id the API gave the {noun}.",
  Title: "Title of the {noun}.",
  title: "Title of the {noun}.",
  Status: "Where the {noun} stands, as the API names it.",
  status: "Where the {noun} stands, as the API names it.",
  Type: "Kind of {noun}, as the API names it.",
  type: "Kind of {noun}, as the API names it.",
  Value: "Value of the {noun}.",
  value: "Value of the {noun}.",
  Message: "Message of the {noun}, in the API's words.",
  message: "Message of the {noun}, in the API's words.",
  Region: "Region of the {noun}, by the API's code.",
  region: "Region of the {noun}, by the API's code.",
  timestamp: "When the {noun} happened, as the API reports it.",
  Timestamp: "When the {noun} happened, as the API reports it.",
};

/**
 * The description of a field of an answer's model: a shared one, the id of what it names (`PullZoneId`), else the
 * field's name and what the model is of.
 */
export function answerFieldDescription(model: string, field: string): string {
  const noun = modelNoun(model);
  const shared = sharedFields[field];
  if (shared !== undefined) return shared.replace("{noun}", noun);
  const named = /^(\w+?)(Id|ID|Guid)$/.exec(field);
  if (named !== null) {
    const what = spaced(named[1]);
    return what === noun ? `Id the API gave the ${noun}.` : `Id of the ${what} (\`${field}\`).`;
  }
  return `The ${noun}'s \`${field}\`, as the API reports it.`;
}

/** Descriptions of the query parameters many reads share, by name. */
const sharedParameters: Record<string, string> = {
  dateFrom: "Start of the period, as an ISO 8601 date or date and time; unset: the API's default period.",
  dateTo: "End of the period, as an ISO 8601 date or date and time; unset: the API's default period.",
  fromDate: "Start of the period, as an ISO 8601 date or date and time; unset: the API's default period.",
  toDate: "End of the period, as an ISO 8601 date or date and time; unset: the API's default period.",
  hourly: "Whether the figures are given per hour instead of per day.",
  search: "Text that narrows the list to the objects that contain it.",
  includeCertificate: "Whether the answer includes the certificates of the hostnames.",
  includeThumbnails: "Whether the answer includes thumbnail addresses.",
  orderBy: "The field the API sorts the list by.",
};

/** The description of a parameter of a read: an id of a path, a shared one, else where it is sent. */
export function parameterDescription(parameter: string, inPath: boolean): string {
  if (inPath && /Id$/.test(parameter)) {
    return `Id of the ${spaced(parameter.replace(/Id$/, ""))}: a number is turned into its string.`;
  }
  const shared = sharedParameters[parameter];
  if (shared !== undefined) return shared;
  return inPath ? `The \`${parameter}\` of the request's path.` : `Sent as the query parameter \`${parameter}\`.`;
}
