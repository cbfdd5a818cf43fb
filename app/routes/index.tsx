// /index shows the home page too (SPEC.md section 2 lists both / and index).
export { default, meta } from "./_index";
