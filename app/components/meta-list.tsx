import { Icon, type IconName } from "~/components/icon";

export type MetaItem = { icon: IconName; text: string };

/** A row of short facts, each after its icon: a course's lessons and hours, a trainer's courses and learners. */
export function MetaList({ items, className }: { items: MetaItem[]; className?: string }) {
  return (
    <ul className={className ? `meta-list ${className}` : "meta-list"}>
      {items.map((item) => (
        <li key={item.icon}>
          <Icon name={item.icon} size={16} />
          {item.text}
        </li>
      ))}
    </ul>
  );
}
