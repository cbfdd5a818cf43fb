import { paths } from "~/lib/paths";
/** Sample publications on the home page (docs/product.md section 3: title, category, oldPrice, newPrice, url, image). */
export type Publication = {
  id: string;
  title: string;
  category: string;
  /** Prices in dollars, as shown: "199.00". */
  oldPrice: string;
  newPrice: string;
  url: string;
  image: string;
  imageAlt: string;
};

const IMG = "/images/publications";

export const publications: Publication[] = [
  {
    id: "azure-handbook",
    title: "The Azure Administrator's Handbook",
    category: "Azure",
    oldPrice: "199.00",
    newPrice: "150.00",
    url: paths.shopSingle,
    image: `${IMG}/azure-handbook.svg`,
    imageAlt: "Navy cover of The Azure Administrator's Handbook",
  },
  {
    id: "devops-field-guide",
    title: "DevOps Field Guide",
    category: "DevOps",
    oldPrice: "199.00",
    newPrice: "150.00",
    url: paths.shopSingle,
    image: `${IMG}/devops-field-guide.svg`,
    imageAlt: "Orange cover of the DevOps Field Guide",
  },
  {
    id: "data-pipelines",
    title: "Data Pipelines in Practice",
    category: "Data Engineering",
    oldPrice: "199.00",
    newPrice: "150.00",
    url: paths.shopSingle,
    image: `${IMG}/data-pipelines.svg`,
    imageAlt: "Green cover of Data Pipelines in Practice",
  },
];
