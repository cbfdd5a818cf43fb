import { Link } from "@remix-run/react";
import { company, footerLists, policyLinks } from "~/content/site";
import { CompanyContacts, SocialLinks } from "./company-contacts";

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
          <CompanyContacts className="site-footer__contacts" order={["address", "phone", "mail"]} />
          <SocialLinks className="social-links" linkClassName="social-links__item" iconSize={18} />
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
