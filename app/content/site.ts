/** The company's own details, shown in the footer, on the contact page and in mails. */
export const company = {
  name: "Edukon Training",
  blurb:
    "Instructor-led corporate IT training since 1994: cloud, DevOps, data and security courses delivered by working engineers, on site or online.",
  address: "4th Floor, Prestige Tech Park, Outer Ring Road, Bengaluru 560103, India",
  phone: "+91 80 4567 8900",
  phoneHref: "tel:+918045678900",
  email: "hello@edukon.example",
  website: "www.edukon.example",
  websiteHref: "https://www.edukon.example",
};

export const mainNavigation = [
  { to: "/", label: "Home" },
  { to: "/course", label: "Courses" },
  { to: "/training-requirements", label: "Requirements" },
  { to: "/vendors-rating", label: "Rate Vendors" },
  { to: "/blog", label: "Blog" },
  { to: "/contact", label: "Contact" },
] as const;

export const socialLinks = [
  { link: "#", iconName: "facebook", className: "facebook", label: "Facebook" },
  { link: "#", iconName: "twitter", className: "twitter", label: "Twitter" },
  { link: "#", iconName: "linkedin", className: "linkedin", label: "LinkedIn" },
  { link: "#", iconName: "instagram", className: "instagram", label: "Instagram" },
  { link: "#", iconName: "youtube", className: "youtube", label: "YouTube" },
] as const;

export const footerLists = [
  {
    title: "Site Map",
    links: [
      { label: "Documentation", href: "#" },
      { label: "Feedback", href: "#" },
      { label: "Plugins", href: "#" },
      { label: "Support Forums", href: "#" },
      { label: "Themes", href: "#" },
    ],
  },
  {
    title: "Useful Links",
    links: [
      { label: "Our Courses", href: "/course" },
      { label: "For Trainers", href: "/for-trainers" },
      { label: "Post a Requirement", href: "/post-requirement" },
      { label: "About Us", href: "/about" },
      { label: "Instructors", href: "/instructor" },
    ],
  },
  {
    title: "Social Contact",
    links: [
      { label: "Facebook", href: "#" },
      { label: "Twitter", href: "#" },
      { label: "Instagram", href: "#" },
      { label: "YouTube", href: "#" },
      { label: "LinkedIn", href: "#" },
    ],
  },
  {
    title: "Our Support",
    links: [
      { label: "Help Center", href: "#" },
      { label: "Paid with Mollie", href: "#" },
      { label: "Status", href: "#" },
      { label: "Changelog", href: "#" },
      { label: "Contact Support", href: "/contact" },
    ],
  },
] as const;

export const policyLinks = [
  { label: "Terms of Use", href: "/privacy" },
  { label: "Privacy Policy", href: "/privacy" },
] as const;

/** Every public page, for /sitemap.xml. A new content route adds its path here. */
export const sitemapPaths = [
  "/",
  "/course",
  "/course-single",
  "/course-azure-admin",
  "/post-requirement",
  "/training-requirements",
  "/for-trainers",
  "/trainer-profile",
  "/vendors-rating",
  "/blog",
  "/blog-2",
  "/blog-3",
  "/blog-single",
  "/about",
  "/team",
  "/team-single",
  "/instructor",
  "/shop",
  "/shop-single",
  "/cart-page",
  "/search-page",
  "/search-none",
  "/contact",
  "/privacy",
  "/login",
  "/signup",
  "/forgetpass",
] as const;
