import { paths } from "~/lib/paths";
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
  { to: paths.home, label: "Home" },
  { to: paths.courses(), label: "Courses" },
  { to: paths.board(), label: "Requirements" },
  { to: paths.vendorsRating(), label: "Rate Vendors" },
  { to: paths.blog, label: "Blog" },
  { to: paths.contact, label: "Contact" },
] as const;

export const socialLinks = [
  { link: "#", iconName: "facebook", className: "facebook", label: "Facebook" },
  { link: "#", iconName: "twitter", className: "twitter", label: "Twitter" },
  { link: "#", iconName: "linkedin", className: "linkedin", label: "LinkedIn" },
  { link: "#", iconName: "instagram", className: "instagram", label: "Instagram" },
  { link: "#", iconName: "youtube", className: "youtube", label: "YouTube" },
] as const;

/**
 * The footer's four lists (docs/product.md: the footer's headings are the original site's): a training company's
 * own items, each leading to its page. A placeholder `#` stays only where we have no page (a help centre).
 */
export const footerLists = [
  {
    title: "Site Map",
    links: [
      { label: "Home", href: paths.home },
      { label: "Courses", href: paths.courses() },
      { label: "Training Requirements", href: paths.board() },
      { label: "Trainer Directory", href: paths.trainers() },
      { label: "Blog", href: paths.blog },
      { label: "About Us", href: paths.about },
    ],
  },
  {
    title: "Useful Links",
    links: [
      { label: "Post a Requirement", href: paths.postRequirement },
      { label: "For Trainers", href: paths.forTrainers },
      { label: "Your Trainer Profile", href: paths.trainerProfile },
      { label: "Your Applications", href: paths.myApplications },
      { label: "Rate Vendors", href: paths.vendorsRating() },
    ],
  },
  {
    title: "Social Contact",
    links: [
      { label: "Contact Us", href: paths.contact },
      { label: "Call Us", href: company.phoneHref },
      { label: "E-mail Us", href: `mailto:${company.email}` },
      { label: "Our Team", href: paths.team },
      { label: "Become an Instructor", href: paths.instructor },
    ],
  },
  {
    title: "Our Support",
    links: [
      { label: "Contact Support", href: paths.contact },
      { label: "Your Data and Privacy", href: paths.privacy },
      { label: "Delete Your Profile", href: paths.trainerProfileDelete },
      { label: "Help Center", href: "#" },
    ],
  },
] as const;

export const policyLinks = [
  { label: "Terms of Use", href: paths.privacy },
  { label: "Privacy Policy", href: paths.privacy },
] as const;
