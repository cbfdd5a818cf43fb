/**
 * A person's picture: their photo when they have one, else a monogram (their initials on a colour taken from their
 * name, so the same person always gets the same one; docs/design-system.md, "Brand"). Decorative: it always stands
 * beside the person's name, which is what a screen reader reads.
 */
const MONOGRAM_COLOURS = ["#0a2342", "#9a3412", "#0f766e", "#4338ca", "#155e75", "#6b21a8"] as const;

/** The initials of a name: the first letters of its first and last words ("Kavya Raman" → "KR", "Ada" → "A"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "?";
  const first = [...words[0]!][0]!;
  const last = words.length > 1 ? [...words[words.length - 1]!][0]! : "";
  return (first + last).toLocaleUpperCase("en");
}

/** The monogram's colour: one of six (each white-on ≥ 4.5:1), chosen by a hash of the name. */
export function monogramColour(name: string): string {
  let hash = 0;
  for (const char of name.trim().toLowerCase()) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return MONOGRAM_COLOURS[hash % MONOGRAM_COLOURS.length]!;
}

export function Avatar({ name, size, photoUrl }: { name: string; size: number; photoUrl?: string | null }) {
  if (photoUrl)
    return <img className="avatar" src={photoUrl} alt="" width={size} height={size} loading="lazy" decoding="async" />;
  return (
    <span
      className="avatar avatar--monogram"
      aria-hidden="true"
      style={{ width: size, height: size, fontSize: Math.round(size * 0.4), background: monogramColour(name) }}
    >
      {initials(name)}
    </span>
  );
}
