/// <reference types="@remix-run/node" />
/// <reference types="@remix-run/dev" />
