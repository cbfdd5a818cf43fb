import { Link } from "@remix-run/react";
import { company, footerLists, policyLinks, socialLinks } from "~/content/site";
import { Icon } from "~/components/icon";

function FooterLink({ href, label }: { href: string; label: string }) {
  return href.startsWith("/") ? <Link to={href}>{label}</Link> : <a href={href}>{label}</a>;
}

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__about" aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__title">
            About {company.name}
          </h2>
          <p>{company.blurb}</p>
          <ul className="site-footer__contacts">
            <li>
              <Icon name="pin" size={16} /> {company.address}
            </li>
            <li>
              <Icon name="phone" size={16} /> <a href={company.phoneHref}>{company.phone}</a>
            </li>
            <li>
              <Icon name="mail" size={16} /> <a href={`mailto:${company.email}`}>{company.email}</a>
            </li>
          </ul>
          <ul className="social-links" aria-label="Social media">
            {socialLinks.map((social) => (
              <li key={social.iconName}>
                <a href={social.link} className={`social-links__item ${social.className}`} aria-label={social.label}>
                  <Icon name={social.iconName} size={18} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        {footerLists.map((list) => (
          <nav key={list.title} className="site-footer__list" aria-label={list.title}>
            <h2 className="site-footer__title">{list.title}</h2>
            <ul>
              {list.links.map((link) => (
                <li key={link.label}>
                  <FooterLink href={link.href} label={link.label} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>© 2022 {company.name}. All rights reserved.</p>
          <ul className="site-footer__policies">
            {policyLinks.map((link) => (
              <li key={link.label}>
                <FooterLink href={link.href} label={link.label} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
