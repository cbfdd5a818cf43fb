import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

export default tseslint.config(
  { ignores: ["build/**", "public/build/**", "node_modules/**", ".cache/**", "test-results/**", "playwright-report/**"] },
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    files: ["server.js", "server/**", "scripts/**", "tests/**"],
    // Playwright fixtures take a `use` callback that is not React's hook.
    rules: { "no-console": "off", "react-hooks/rules-of-hooks": "off" },
  },
);
