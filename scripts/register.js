// `node -r ./scripts/register.js file.ts`: runs the TypeScript of the scripts and the benchmark (and the src/ and test/
// modules they import) in place, transpiled file by file by TypeScript. Transpiled files are cached by content under
// node_modules/.cache, so that a process whose modules are all cached never loads the compiler: the benchmark's upload
// process, whose memory is measured, stays free of it.
"use strict";
const crypto = require("node:crypto");
const fs = require("node:fs");
const Module = require("node:module");
const path = require("node:path");

const cacheDir = path.resolve(__dirname, "..", "node_modules", ".cache", "transpiled-ts");
const compilerOptions = { module: "commonjs", target: "es2022", esModuleInterop: true, inlineSourceMap: true };
let ts;

function transpile(source, filename) {
  const key = crypto
    .createHash("sha256")
    .update(JSON.stringify(compilerOptions))
    .update("\0")
    .update(filename)
    .update("\0")
    .update(source)
    .digest("hex");
  const cached = path.join(cacheDir, `${key}.js`);
  try {
    return fs.readFileSync(cached, "utf8");
  } catch {
    ts ??= require("typescript");
    const { outputText } = ts.transpileModule(source, {
      fileName: filename,
      compilerOptions: ts.convertCompilerOptionsFromJson(compilerOptions, __dirname).options,
    });
    fs.mkdirSync(cacheDir, { recursive: true });
    const staging = `${cached}.${process.pid}`;
    fs.writeFileSync(staging, outputText);
    fs.renameSync(staging, cached);
    return outputText;
  }
}

Module._extensions[".ts"] = (module, filename) => {
  module._compile(transpile(fs.readFileSync(filename, "utf8"), filename), filename);
};

/** Whether this process had to load the compiler (some module was not cached yet). */
exports.compilerLoaded = () => ts !== undefined;
