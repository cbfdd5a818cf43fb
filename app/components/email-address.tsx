/**
 * An e-mail address that may wrap before its "@" (a `<wbr>`), so that in a narrow cell
 * `meera.shah@globex.example` becomes "meera.shah" / "@globex.example" instead of breaking inside a word
 * (docs/design-system.md). Copying it still gives the whole address: a `<wbr>` adds no character.
 */
export function EmailAddress({ address }: { address: string | null | undefined }) {
  if (!address) return null;
  const at = address.lastIndexOf("@");
  if (at <= 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}
