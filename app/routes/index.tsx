// /index shows the home page too (docs/product.md section 2 lists both / and index), and its workshop form posts
// to /index: the action must come along with the page, or that POST answers 405.
export { action, default, ErrorBoundary, links, loader, meta } from "./_index/route";
