// /index shows the home page too (docs/product.md section 2 lists both / and index); its forms post to /?index.
export { default, links, loader, meta } from "./_index/route";
