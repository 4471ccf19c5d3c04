const BOOLEAN_PARAMETERS = new Set([
  "jitEnabled",
  "transcribeEnabled",
  "generateTitle",
  "generateDescription",
  "generateChapters",
  "generateMoments",
]);
const RESOLUTIONS = new Set(["240p", "360p", "480p", "720p", "1080p", "1440p", "2160p"]);
const CODECS = new Set(["x264", "vp9"]);
const ISO_639_1 = new Set(
  (
    "aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en " +
    "eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv " +
    "ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne " +
    "ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st " +
    "su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu"
  ).split(" "),
);

/** Each list parameter: its allowed items, whether the empty value (the document's default) is allowed. */
const LIST_PARAMETERS = new Map([
  ["enabledResolutions", { allowed: RESOLUTIONS, what: "240p, 360p, 480p, 720p, 1080p, 1440p or 2160p", emptyAllowed: true }],
  ["enabledOutputCodecs", { allowed: CODECS, what: "x264 or vp9", emptyAllowed: true }],
  ["transcribeLanguages", { allowed: ISO_639_1, what: "ISO 639-1 language codes (two lower-case letters)", emptyAllowed: false }],
]);

/** The first problem with an upload's query parameters, or undefined when they are all valid. */
export function uploadQueryProblem(query: URLSearchParams): string | undefined {
  for (const name of new Set(query.keys())) {
    const values = query.getAll(name);
    if (values.length > 1) return `${name}: given ${values.length} times; give it once`;
    const problem = parameterProblem(name, values[0]);
    if (problem) return `${name}: ${problem}`;
  }
  return undefined;
}

function parameterProblem(name: string, value: string): string | undefined {
  if (BOOLEAN_PARAMETERS.has(name)) {
    return value === "true" || value === "false" ? undefined : `must be true or false, got '${value}'`;
  }
  if (name === "sourceLanguage") {
    return ISO_639_1.has(value) ? undefined : `must be an ISO 639-1 language code, got '${value}'`;
  }
  const list = LIST_PARAMETERS.get(name);
  if (!list) return "is not a known query parameter";
  if (value === "") return list.emptyAllowed ? undefined : `must list ${list.what}`;
  const wrong = value.split(",").filter((item) => !list.allowed.has(item));
  return wrong.length === 0 ? undefined : `must be a comma separated list of ${list.what}; not allowed: '${wrong.join("', '")}'`;
}
