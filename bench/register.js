// Runs the benchmark's TypeScript (and the src/ and test/ modules it imports) in place, transpiled by @swc/core.
// Transpiled files are cached under .bench/ by content, so that a process whose modules are all cached never loads
// @swc/core: the upload process, whose memory is measured, stays free of the compiler.
"use strict";
const crypto = require("node:crypto");
const fs = require("node:fs");
const Module = require("node:module");
const path = require("node:path");

const cacheDir = path.resolve(__dirname, "..", ".bench", "transpiled");
const swcOptions = {
  module: { type: "commonjs" },
  jsc: { parser: { syntax: "typescript" }, target: "es2022" },
  sourceMaps: "inline",
};
let swc;

function transpile(source, filename) {
  const key = crypto
    .createHash("sha256")
    .update(JSON.stringify(swcOptions))
    .update("\0")
    .update(filename)
    .update("\0")
    .update(source)
    .digest("hex");
  const cached = path.join(cacheDir, `${key}.js`);
  try {
    return fs.readFileSync(cached, "utf8");
  } catch {
    swc ??= require("@swc/core");
    const { code } = swc.transformSync(source, { ...swcOptions, filename });
    fs.mkdirSync(cacheDir, { recursive: true });
    const staging = `${cached}.${process.pid}`;
    fs.writeFileSync(staging, code);
    fs.renameSync(staging, cached);
    return code;
  }
}

Module._extensions[".ts"] = (module, filename) => {
  module._compile(transpile(fs.readFileSync(filename, "utf8"), filename), filename);
};

/** Whether this process had to load the compiler (some module was not cached yet). */
exports.compilerLoaded = () => swc !== undefined;
