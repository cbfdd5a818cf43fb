import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { absoluteUrl } from "~/infra/absolute-url.server";
import { requestFacts } from "~/http/request-facts.server";
import { countShare, shareablePage, shareNetworks, shareTarget, type ShareNetwork } from "~/services/shares.server";

/**
 * GET /share/{network}?page=/training-requirements: counts the share (once per visitor and network a day), then opens
 * the network's share page, for everyone.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const network = params.network as ShareNetwork;
  const page = shareablePage(new URL(request.url).searchParams.get("page"));
  if (!shareNetworks.includes(network) || !page) throw new Response("Unknown share link.", { status: 404 });
  await countShare(page, network, (await requestFacts(request)).clientAddress);
  const userAgent = request.headers.get("User-Agent") ?? "";
  return redirect(shareTarget(network, absoluteUrl(page), "Corporate training requirements on Edukon", userAgent));
}
