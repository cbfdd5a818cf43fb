import { useRootData } from "~/hooks/use-root-data";

/** The one-time message left by a redirect-after-POST (signed in, signed out, saved...). */
export function FlashBanner() {
  const { flash } = useRootData();
  if (!flash || flash.inline) return null;
  return (
    <div className={`flash flash--${flash.kind}`} role={flash.kind === "error" ? "alert" : "status"}>
      <div className="container">{flash.text}</div>
    </div>
  );
}
