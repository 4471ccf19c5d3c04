// `npm run test:engine`: the real Pulumi CLI (engine/build.sh builds it) against the simulator, one file at a time.
/** @type {import('jest').Config} */
module.exports = {
  rootDir: "../..",
  testEnvironment: "node",
  roots: ["<rootDir>/test/cli"],
  testMatch: ["**/*.test.ts"],
  transform: { "^.+\\.ts$": ["ts-jest", { tsconfig: "tsconfig.json" }] },
  testTimeout: 300000,
  maxWorkers: 1,
};
