import spriteHref from "./icons.svg";

/** The icons drawn in `icons.svg`, beside this file (one `<symbol>` each, by this name). */
export type IconName =
  | "facebook"
  | "twitter"
  | "linkedin"
  | "instagram"
  | "youtube"
  | "pinterest"
  | "whatsapp"
  | "messenger"
  | "menu"
  | "close"
  | "phone"
  | "mail"
  | "pin"
  | "globe"
  | "search"
  | "star"
  | "clock"
  | "user"
  | "users"
  | "book"
  | "calendar"
  | "comment"
  | "play"
  | "check"
  | "arrowRight"
  | "arrowLeft"
  | "grid"
  | "list"
  | "cart"
  | "quote"
  | "award"
  | "share"
  | "info";

/**
 * A small set of line icons drawn for this site (24px grid, currentColor), so no icon font or
 * third-party script is needed. Decorative by default; pass `label` when the icon stands alone.
 *
 * The drawings are one SVG sprite, a build asset with a hashed name that the browser caches for a year, and each
 * icon refers to its symbol (`<use href>`): the paths are not in the JavaScript every page loads (they were 1.9 KB
 * gzipped of it, decision 0028), nor repeated in the HTML for every icon on the page.
 */
export function Icon({
  name,
  label,
  size = 20,
  className,
}: {
  name: IconName;
  label?: string;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
      width={size}
      height={size}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <use href={`${spriteHref}#${name}`} />
    </svg>
  );
}
