// `npm run test:engine`: the real Pulumi CLI (engine/build.sh builds it) against the simulator, two files at a time:
// one file's commands keep about one core of two busy, and each file has its own simulator, program folder and
// PULUMI_HOME.
/** @type {import('jest').Config} */
module.exports = {
  rootDir: "../..",
  testEnvironment: "node",
  roots: ["<rootDir>/test/cli"],
  testMatch: ["**/*.test.ts"],
  transform: { "^.+\\.ts$": ["ts-jest", { tsconfig: "tsconfig.json" }] },
  testTimeout: 300000,
  maxWorkers: 2,
};
