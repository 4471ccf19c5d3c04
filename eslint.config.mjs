// @ts-check
import comments from "@eslint-community/eslint-plugin-eslint-comments/configs";
import stylistic from "@stylistic/eslint-plugin";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "engine/", "docs/", "coverage/", "test/fixtures/", "provider/"] },
  tseslint.configs.recommended,
  comments.recommended,
  {
    plugins: { "@stylistic": stylistic },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // A disable comment says why, on its own line: `// eslint-disable-next-line rule -- reason`.
      "@eslint-community/eslint-comments/require-description": ["error", { ignore: [] }],
      // Public signatures keep parameters they document but do not use (a data function's `opts`).
      "@typescript-eslint/no-unused-vars": ["error", { args: "none", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/no-require-imports": "off",
      "@stylistic/quotes": ["error", "double", { avoidEscape: true }],
      "@stylistic/semi": ["error", "always"],
      "@stylistic/no-trailing-spaces": "error",
      "@stylistic/eol-last": "error",
      "@stylistic/no-multiple-empty-lines": ["error", { max: 1 }],
      "@stylistic/no-tabs": "error",
    },
  },
  {
    // Tests read raw JSON answers and wire values.
    files: ["test/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["src/**/*.ts"],
    rules: { "@stylistic/max-len": ["error", { code: 140, ignoreUrls: true, ignorePattern: "^import " }] },
  },
);
