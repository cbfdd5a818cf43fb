import { Icon } from "~/components/icon";
import { paths } from "~/lib/paths";

const NETWORKS = [
  { id: "whatsapp", label: "WhatsApp" },
  { id: "linkedin", label: "LinkedIn" },
  { id: "messenger", label: "Messenger" },
  { id: "facebook", label: "Facebook" },
  { id: "twitter", label: "Twitter" },
] as const;

/** Plain share links through our own counting redirect: no third-party script on the page. */
export function ShareBar({ page, total }: { page: string; total: number }) {
  return (
    <div className="share-bar" role="group" aria-label="Share this page">
      <span className="share-bar__total">
        <strong>{total}</strong> {total === 1 ? "share" : "shares"}
      </span>
      {NETWORKS.map((network) => (
        <a
          key={network.id}
          className={`share-bar__link share-bar__link--${network.id}`}
          href={paths.share(network.id, page)}
          target="_blank"
          rel="noopener noreferrer nofollow"
          aria-label={`Share on ${network.label} (opens in a new tab)`}
        >
          <Icon name={network.id} size={18} />
        </a>
      ))}
    </div>
  );
}
