import { Link } from "@remix-run/react";
import { applicantSorts, SORT_LABELS, SORT_PARAM, type ApplicantSort } from "~/forms/manage-requirement";

/**
 * The applicants' order as plain links (`?sort=`; docs/product.md section 10, proposals): they work without JavaScript, and the
 * current one is marked for a screen reader as well as by its look.
 */
export function ApplicantSortLinks({ current }: { current: ApplicantSort }) {
  return (
    <nav aria-label="Order applicants" className="applicant-sort">
      <span>Order:</span>
      <ul>
        {applicantSorts.map((sort) => (
          <li key={sort}>
            {sort === current ? (
              <strong aria-current="true">{SORT_LABELS[sort]}</strong>
            ) : (
              <Link to={{ search: sort === "applied" ? "" : `?${SORT_PARAM}=${sort}` }} preventScrollReset>
                {SORT_LABELS[sort]}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
