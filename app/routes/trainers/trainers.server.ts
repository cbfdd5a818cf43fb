import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { DIRECTORY_TEXTS, directoryQueryFrom } from "~/forms/trainer-directory";
import { isDatabaseUnavailable } from "~/infra/db.server";
import { searchDirectory, type DirectoryPage } from "~/services/trainer-directory.server";

/** The directory page's loader: the query from the URL, one page of the ranked, filtered, searched directory. */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = directoryQueryFrom(new URL(request.url).searchParams);
  try {
    return json<DirectoryPage & { error: string | null }>({ ...(await searchDirectory(query)), error: null });
  } catch (error) {
    // As the vendor page: the page stays, with the failure's text, and the log says why.
    if (!isDatabaseUnavailable(error)) console.error("[trainers] loading the directory failed:", error);
    const empty = { trainers: [], total: 0, page: 1, pageCount: 1, skills: [], cities: [], anyone: false };
    return json<DirectoryPage & { error: string | null }>(
      { query, ...empty, error: DIRECTORY_TEXTS.failed },
      { status: 503 },
    );
  }
}
