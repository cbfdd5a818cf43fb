import { publicPages } from "~/lib/routes";

/** The pages that load JavaScript and hydrate (docs/development.md, "Which pages load JavaScript"), from app/lib/routes.ts. */
export const HYDRATED_PAGES = publicPages.filter((route) => route.hydrates).map((route) => route.visit);
