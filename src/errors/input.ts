import { CloudPlatformError } from "./base";

/** One reason an input was refused: the field (as a path like `options.enabledResolutions[1]`) and the rule it breaks. */
export interface InputIssue {
  /** The field, as a path from the input: `options.enabledResolutions[1]`; `value` for the input itself. */
  field: string;
  /** The rule the field breaks, or `is required`. */
  rule: string;
}

function issueList(issues: InputIssue[]): string {
  return issues.map((issue) => `${issue.field}: ${issue.rule}`).join("; ");
}

function settingsMessage(issues: InputIssue[]): string {
  return `invalid cloudplatform settings: ${issueList(issues)}`;
}

/**
 * Input refused before any HTTP call; `issues` names each field and the rule it breaks. Where the `cloudplatform`
 * settings were checked with the input and are wrong too, `settingsIssues` names them, and so does the message.
 */
export class InputValidationError extends CloudPlatformError {
  /** Every field refused, each with the rule it breaks; never empty. */
  readonly issues: InputIssue[];
  /**
   * The API operation or data function whose input was refused; absent for the client's own options and for a
   * resource's inputs (the engine names the resource).
   */
  readonly operation?: string;
  /** The `cloudplatform` settings that are wrong too, where they were checked with the input; each names its config key. */
  readonly settingsIssues?: InputIssue[];

  constructor(issues: InputIssue[], operation?: string, settingsIssues?: InputIssue[]) {
    const input = `invalid input: ${issueList(issues)}`;
    const settings = settingsIssues === undefined ? "" : `; also ${settingsMessage(settingsIssues)}`;
    super(`${operation === undefined ? "" : `${operation}: `}${input}${settings}`);
    this.issues = issues;
    this.operation = operation;
    this.settingsIssues = settingsIssues;
  }
}

/**
 * A `cloudplatform` setting is missing or breaks its rule. Each issue names the config key with its environment
 * variable and the rule; the message never holds the value of a key.
 */
export class SettingsError extends CloudPlatformError {
  /**
   * @param issues Every setting refused: `field` is the config key with its environment variable, `rule` the rule it
   * breaks.
   */
  constructor(readonly issues: InputIssue[]) {
    super(settingsMessage(issues));
  }
}
