import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { paths } from "~/lib/paths";

/**
 * The short privacy notice under a form (docs/product.md section 10, the marketplace loop): what is stored, who sees it and for how long, in a
 * sentence or two, and the link to /privacy that says it in full.
 */
export function PrivacyNotice({ children }: { children: ReactNode }) {
  return (
    <p className="privacy-notice">
      {children} <Link to={paths.privacy}>Privacy notice</Link>.
    </p>
  );
}
