/**
 * The source of a function, for a floor provider's text, that makes one request the barest way: `node:http` over
 * kept-alive connections (`maxSockets` at most, as the client's `maxConnectionsPerOrigin`), a JSON body where one is
 * given, and the answer read as text with nothing checked. `(method, url, key, json?)` resolves to
 * `{ status, retryAfter, text }`.
 */
export function bareRequestSource(maxSockets: number): string {
  return `(() => {
  const http = require("node:http");
  const agent = new http.Agent({ keepAlive: true, maxSockets: ${maxSockets} });
  return (method, url, key, json) => new Promise((resolve, reject) => {
    const body = json === undefined ? undefined : JSON.stringify(json);
    const headers = { AccessKey: key };
    if (body !== undefined) Object.assign(headers, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
    const sent = http.request(url, { method, agent, headers }, (answer) => {
      answer.setEncoding("utf8");
      let text = "";
      answer.on("data", (chunk) => (text += chunk));
      answer.on("end", () => resolve({ status: answer.statusCode, retryAfter: answer.headers["retry-after"], text }));
    });
    sent.on("error", reject);
    sent.end(body);
  });
})()`;
}
