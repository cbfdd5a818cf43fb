import { Icon } from "~/components/icon";
import { company, socialLinks } from "~/content/site";

type ContactItem = "phone" | "mail" | "address";

/** The company's phone, e-mail and address as a list, in the order the place shows them (header and footer). */
export function CompanyContacts({
  className,
  order,
  label,
}: {
  className: string;
  order: readonly ContactItem[];
  label?: string;
}) {
  const items: Record<ContactItem, JSX.Element> = {
    phone: (
      <>
        <Icon name="phone" size={16} /> <a href={company.phoneHref}>{company.phone}</a>
      </>
    ),
    mail: (
      <>
        <Icon name="mail" size={16} /> <a href={`mailto:${company.email}`}>{company.email}</a>
      </>
    ),
    address: (
      <>
        <Icon name="pin" size={16} /> {company.address}
      </>
    ),
  };
  return (
    <ul className={className} aria-label={label}>
      {order.map((item) => (
        <li key={item}>{items[item]}</li>
      ))}
    </ul>
  );
}

/** The social media links (header and footer), each named for screen readers since it shows only an icon. */
export function SocialLinks({
  className,
  linkClassName = "",
  iconSize,
}: {
  className: string;
  linkClassName?: string;
  iconSize: number;
}) {
  return (
    <ul className={className} aria-label="Social media">
      {socialLinks.map((social) => (
        <li key={social.iconName}>
          <a
            href={social.link}
            className={`${linkClassName}${linkClassName ? " " : ""}${social.className}`}
            aria-label={social.label}
          >
            <Icon name={social.iconName} size={iconSize} />
          </a>
        </li>
      ))}
    </ul>
  );
}
