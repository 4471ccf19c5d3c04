/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/test"],
  // test/cli runs the real Pulumi CLI: `npm run test:engine`.
  testPathIgnorePatterns: ["/node_modules/", "<rootDir>/test/cli/"],
  testMatch: ["**/*.test.ts"],
  // Transpiled file by file (tsconfig.json sets isolatedModules); `npm test` type-checks with tsc beforehand.
  transform: { "^.+\\.ts$": ["ts-jest", { tsconfig: "tsconfig.json" }] },
  testTimeout: 60000,
  maxWorkers: 2,
};
