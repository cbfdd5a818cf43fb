import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * The layers of docs/architecture.md, enforced. Type-only imports (`import type`) may cross a boundary:
 * they leave nothing behind in the built code. Import cycles are refused by dependency-cruiser
 * (.dependency-cruiser.json), also part of `npm run lint`.
 */
const SERVER_MODULES = [
  "~/services/**",
  "~/infra/**",
  "~/http/**",
  "**/services/**",
  "**/infra/**",
  "**/http/**",
  "*.server",
];
/**
 * What runs in the browser validates with zod/mini through app/forms/parse-with-zod.ts (decision record 0021):
 * classic zod, or Conform's own zod adapter (which imports it), adds about 25 KB gzipped to the page and a CSP
 * violation. Type-only imports are fine.
 */
const ZOD_MESSAGE =
  "Code that reaches the browser uses zod/mini and parseWithZod/getZodConstraint from ~/forms/parse-with-zod (decision record 0021).";
const CLASSIC_ZOD = [
  "zod",
  "zod/v4",
  "zod/v3",
  "@conform-to/zod",
  "@conform-to/zod/v4",
  "@conform-to/zod/v4/future",
].map((name) => ({ name, allowTypeImports: true, message: ZOD_MESSAGE }));
/** Conform's useForm goes through the site's wrapper, which starts a form from the server's reply (decision 0025). */
const BROWSER_IMPORTS = [
  ...CLASSIC_ZOD,
  {
    name: "@conform-to/react",
    importNames: ["useForm"],
    message:
      "Use useForm from ~/components/form/use-form: it keeps a list's keys in step with the server's reply (decision record 0025).",
  },
];
/**
 * The one route shape (docs/architecture.md, decision record 0069): everything `route.tsx` imports at run time reaches
 * the browser, so it reaches server code only through its own `<route>.server.ts`; type imports are fine.
 */
const ROUTE_SERVER_CODE = {
  patterns: [
    {
      group: ["~/services/**", "~/infra/**", "~/http/**", "~drizzle/**"],
      allowTypeImports: true,
      message:
        "A route module reaches server code through its own <route>.server.ts beside it (decision record 0069); import server modules here for their types only.",
    },
  ],
  paths: [
    ...BROWSER_IMPORTS,
    {
      name: "@remix-run/node",
      allowTypeImports: true,
      message:
        "In a route module, @remix-run/node is for types only: json()/redirect() belong in the route's own *.server.ts (decision record 0069).",
    },
  ],
};
const browserRoutes = {
  files: ["app/routes/**/*.tsx", "app/root.tsx"],
  rules: { "@typescript-eslint/no-restricted-imports": ["error", ROUTE_SERVER_CODE] },
};
const browserSafe = {
  files: ["app/components/**", "app/hooks/**", "app/forms/**", "app/content/**", "app/lib/**"],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        paths: BROWSER_IMPORTS,
        patterns: [
          {
            group: SERVER_MODULES,
            allowTypeImports: true,
            message:
              "components, hooks, forms, content and lib run in the browser too: import server modules for their types only (import type). See docs/architecture.md.",
          },
          {
            group: ["~/routes/**"],
            allowTypeImports: true,
            message: "Only Remix imports routes; move what is shared to app/lib, app/forms or app/components.",
          },
        ],
      },
    ],
  },
};

const services = {
  files: ["app/services/**"],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        paths: [
          {
            name: "@remix-run/node",
            importNames: [
              "json",
              "redirect",
              "redirectDocument",
              "replace",
              "createCookie",
              "createCookieSessionStorage",
            ],
            message:
              "Services answer plain values; the HTTP glue (a route's *.server.ts or app/http) builds the Response.",
          },
        ],
        patterns: [
          {
            group: ["~/http/**", "**/http/*", "~/routes/**", "~/lifecycle.server"],
            allowTypeImports: true,
            message:
              "Services never import HTTP glue or routes: pass them plain values instead. See docs/architecture.md.",
          },
        ],
      },
    ],
    "no-restricted-syntax": [
      "error",
      {
        selector: "NewExpression[callee.name=/^(Response|Headers)$/]",
        message: "Services answer plain values; the HTTP glue builds the Response and its headers.",
      },
      {
        selector: "ThrowStatement > NewExpression[callee.name='Response']",
        message: "Services answer plain values; the HTTP glue builds the Response.",
      },
      {
        selector: "TSTypeReference[typeName.name='Request']",
        message: "Services take plain values (an address, a Cookie header, the form's values), never a Request.",
      },
    ],
  },
};

const infra = {
  files: ["app/infra/**"],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: [
              "~/services/**",
              "**/services/*",
              "~/http/**",
              "**/http/*",
              "~/routes/**",
              "~/lifecycle.server",
              "**/lifecycle.server",
            ],
            allowTypeImports: true,
            message:
              "Infrastructure is the bottom layer: it never imports services, HTTP glue or routes. See docs/architecture.md.",
          },
        ],
      },
    ],
  },
};

const http = {
  files: ["app/http/**"],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: ["~/routes/**", "~/lifecycle.server", "**/lifecycle.server"],
            allowTypeImports: true,
            message: "Shared HTTP glue never imports a route or the lifecycle. See docs/architecture.md.",
          },
        ],
      },
    ],
  },
};

/**
 * The configuration is read once, parsed and checked, in app/infra/config.server.ts (docs/product.md section 9);
 * the app and the HTTP server read it from there (the server through the app host's `getConfig`, app/host.server.ts),
 * never process.env.
 */
const oneConfig = {
  files: ["app/**", "server/**", "server.ts"],
  ignores: ["app/infra/config.server.ts"],
  rules: {
    "no-restricted-properties": [
      "error",
      {
        object: "process",
        property: "env",
        message:
          "Read configuration from getConfig() (app/infra/config.server.ts; the HTTP server through the app host's getConfig): add the variable to its schema.",
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: ["build/**", "public/build/**", "node_modules/**", ".cache/**", "test-results/**", "playwright-report/**"],
  },
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
    files: ["server.ts", "server/**", "scripts/**", "tests/**"],
    // Playwright fixtures take a `use` callback that is not React's hook.
    rules: { "no-console": "off", "react-hooks/rules-of-hooks": "off" },
  },
  browserSafe,
  browserRoutes,
  services,
  http,
  infra,
  oneConfig,
);
