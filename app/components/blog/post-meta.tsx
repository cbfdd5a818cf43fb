import { Icon } from "~/components/icon";
import type { BlogMetaItem } from "~/content/blog-posts";

/** A post's date, author and comment count, each with its icon. */
export function PostMeta({ items, label = "Post details" }: { items: BlogMetaItem[]; label?: string }) {
  return (
    <ul className="meta-list blog-meta" aria-label={label}>
      {items.map((item) => (
        <li key={item.iconName}>
          <Icon name={item.iconName} size={16} />
          <span>{item.text}</span>
        </li>
      ))}
    </ul>
  );
}
