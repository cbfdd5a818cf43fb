import { Link, NavLink, useMatches } from "@remix-run/react";
import { useEffect, useState } from "react";
import { mainNavigation } from "~/content/site";
import { CompanyContacts, SocialLinks } from "./company-contacts";
import { Icon } from "~/components/icon";
import { SignInControl, SignInKeepingDraft, UserBadge } from "~/components/sign-in-control";
import { useRootData } from "~/hooks/use-root-data";
import { paths } from "~/lib/paths";
import type { RouteHandle } from "~/lib/route-handle";

const STICKY_AFTER_PX = 200;

/** Adds the fixed-header state once the page has scrolled past 200 px (CSS sticky without JS). */
function useScrolledPast(limit: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > limit);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [limit]);
  return past;
}

/**
 * The mobile menu and the header top panel are toggled by a checkbox and its label, so they open and
 * close with JavaScript off (CSS reads :checked); with JavaScript the menu closes after a navigation.
 */
function closeMenuOnLinkClick(event: React.MouseEvent<HTMLElement>) {
  if ((event.target as HTMLElement).closest("a")) {
    const toggle = document.getElementById("main-menu-toggle") as HTMLInputElement | null;
    if (toggle) toggle.checked = false;
  }
}

/** The page's form that needs sign-in, where the page shows one (its route's `pageForm`). */
function usePageForm() {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const pageForm = (match.handle as RouteHandle | undefined)?.pageForm;
    if (pageForm) return pageForm(match.data);
  }
  return null;
}

export function SiteHeader() {
  const { isAdmin, user } = useRootData();
  const fixed = useScrolledPast(STICKY_AFTER_PX);
  const pageForm = usePageForm();

  return (
    <header className="site-header">
      {/* SPEC's phone links to sign up and log in, for visitors who are not signed in. */}
      {user ? null : (
        <div className="mobile-topbar">
          <div className="container mobile-topbar__inner">
            <Link to={paths.signup}>Sign In2</Link>
            <Link to={paths.login()}>Log In</Link>
          </div>
        </div>
      )}
      <div className="header-top">
        <input type="checkbox" id="header-top-toggle" className="toggle-input" aria-label="Show contact details" />
        <label htmlFor="header-top-toggle" className="header-top__toggle">
          <Icon name="info" />
          <span className="header-top__toggle-text">Contact details</span>
        </label>
        <div className="header-top__panel">
          <div className="container header-top__inner">
            <CompanyContacts
              className="header-top__contacts"
              order={["phone", "mail", "address"]}
              label="Contact details"
            />
            <SocialLinks className="header-top__social" iconSize={16} />
          </div>
        </div>
      </div>
      <div className={fixed ? "header-bar is-fixed" : "header-bar"}>
        <div className="container header-bar__inner">
          <Link to={paths.home} className="logo" aria-label="Edukon Training home">
            <img src="/images/logo.svg" alt="" width={148} height={36} />
          </Link>
          <div className="main-menu" onClick={closeMenuOnLinkClick} role="presentation">
            <input type="checkbox" id="main-menu-toggle" className="toggle-input" aria-label="Show menu" />
            <label htmlFor="main-menu-toggle" className="main-menu__toggle">
              <Icon name="menu" />
              <span>Menu</span>
            </label>
            <nav className="main-menu__nav" aria-label="Main">
              <ul>
                {mainNavigation.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end={item.to === paths.home} prefetch="intent">
                      {item.label}
                    </NavLink>
                  </li>
                ))}
                {user ? (
                  // On phones the account badge shows no name and no link: the folded menu carries it.
                  <li className="main-menu__phone-only">
                    <NavLink to={paths.myApplications}>My applications</NavLink>
                  </li>
                ) : null}
                {isAdmin ? (
                  <li>
                    <NavLink to={paths.admin}>Admin</NavLink>
                  </li>
                ) : null}
              </ul>
            </nav>
          </div>
          <div className="header-bar__account">
            <UserBadge />
            {pageForm && !user ? (
              // On a page with a form that needs sign-in, this Sign In posts that form, so what was typed comes back
              // after the sign-in, with or without JavaScript (docs/product.md, "Nothing typed is lost").
              <SignInKeepingDraft
                draft={pageForm.draft}
                formId={pageForm.formId}
                className="btn btn--primary btn--small"
              />
            ) : (
              <SignInControl className="btn btn--primary btn--small" />
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
