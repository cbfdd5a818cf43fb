/**
 * Sample content of the shop templates (/shop, /shop-single, /cart-page). Nothing here is for sale:
 * prices and totals are the template's static texts (docs/product.md section 9).
 */

export type ShopProduct = {
  id: string;
  image: string;
  imageAlt: string;
  title: string;
  price: string;
  description: string;
};

const IMG = "/images/shop";

/** Every product of the listing shows the placeholder price. */
const PLACEHOLDER_PRICE = "$200.00";

function product(id: string, title: string, imageAlt: string, description: string): ShopProduct {
  return { id, image: `${IMG}/${id}.svg`, imageAlt, title, price: PLACEHOLDER_PRICE, description };
}

export const shopProducts: ShopProduct[] = [
  product(
    "laptop-backpack",
    "Commuter Laptop Backpack",
    "Navy backpack with a padded front pocket",
    "A padded 15-inch laptop compartment, a front pocket for chargers and a strap that slips over your suitcase handle.",
  ),
  product(
    "coffee-mug",
    "Cloud Engineer Coffee Mug",
    "White mug with a small blue cloud printed on it",
    "A 350 ml stoneware mug for long lab sessions. Dishwasher safe, and the print survives the office kitchen.",
  ),
  product(
    "crew-t-shirt",
    "DevOps Crew T-Shirt",
    "Green T-shirt with a code bracket print",
    "Soft organic cotton with a discreet code-bracket print. Wears well at conferences and on Friday deploys.",
  ),
  product(
    "grid-notebook",
    "Lab Notes Grid Notebook",
    "Orange hardcover notebook with a yellow ribbon",
    "A5 hardcover with 160 dotted pages, numbered for cross-references, and a ribbon to mark today's exercise.",
  ),
  product(
    "pipeline-hoodie",
    "Pipeline Pullover Hoodie",
    "Navy hoodie with a pipeline print across the chest",
    "A midweight fleece hoodie with a build-test-ship pipeline across the chest and a kangaroo pocket.",
  ),
  product(
    "captain-cap",
    "Cluster Captain Cap",
    "Red cap with a white wheel emblem",
    "A six-panel cotton cap with an embroidered helm. Adjustable strap, one size fits most.",
  ),
  product(
    "focus-headphones",
    "Focus Mode Headphones",
    "Navy over-ear headphones with orange cushions",
    "Closed-back headphones with a fold-flat design for online classes, and a cable that clips to your collar.",
  ),
  product(
    "steel-bottle",
    "Stay Hydrated Steel Bottle",
    "Green steel water bottle with a water-drop label",
    "A 750 ml double-walled bottle that keeps water cold through a full-day workshop.",
  ),
  product(
    "exam-prep-guide",
    "Azure Exam Prep Guide",
    "An open blue study guide with a green tick",
    "Our trainers' own revision guide: two hundred practice questions with worked answers and lab walkthroughs.",
  ),
  product(
    "sticker-pack",
    "Tech Stack Sticker Pack",
    "Five hexagon stickers in different colours",
    "Twenty-four matte hexagon stickers for cloud, data and DevOps tools. They tile neatly on a laptop lid.",
  ),
  product(
    "marker-set",
    "Whiteboard Marker Set",
    "Three whiteboard markers in navy, orange and green",
    "Low-odour chisel-tip markers in the colours our trainers use for architecture diagrams.",
  ),
  product(
    "laptop-sleeve",
    "Padded Laptop Sleeve",
    "Grey laptop sleeve with stitched edges and an orange tab",
    "A slim felt sleeve with a water-resistant lining and a pocket for your charger.",
  ),
];

/** The header of the listing, a static text (docs/product.md section 2). */
export const SHOP_RESULTS_TEXT = "Showing 01 - 12 of 139 Results";

export const shopCategories = [
  { id: "study-guides", label: "Study Guides", count: 12 },
  { id: "apparel", label: "Apparel", count: 28 },
  { id: "bags-sleeves", label: "Bags & Sleeves", count: 9 },
  { id: "drinkware", label: "Drinkware", count: 14 },
  { id: "stationery", label: "Stationery", count: 31 },
  { id: "accessories", label: "Accessories", count: 45 },
] as const;

export type ShopView = "grid" | "list";

/** The listing's layout from its query parameter: list only when asked for, grid otherwise. */
export function shopViewFrom(value: string | null): ShopView {
  return value === "list" ? "list" : "grid";
}

export type Review = { id: string; name: string; date: string; text: string; rating: number };

/** The one product detail page, /shop-single. */
export const productDetail = {
  title: "Pipeline Zip Hoodie",
  price: "$340.00",
  rating: 4,
  reviewCount: 3,
  sku: "EDU-HD-0142",
  category: "Apparel",
  summary:
    "Our warmest hoodie, made for chilly server rooms and early-morning classes. Brushed fleece inside, a full-length zip and a build-test-ship pipeline printed across the back.",
  images: [
    { src: `${IMG}/zip-hoodie.svg`, alt: "Front of the navy zip hoodie with a full-length zip" },
    { src: `${IMG}/pipeline-hoodie-back.svg`, alt: "Back of the hoodie with an orange pipeline print" },
    { src: `${IMG}/pipeline-hoodie-colours.svg`, alt: "The hoodie in pink, ash, red, white and blue" },
  ],
  sizes: ["SM", "MD", "LG", "XL", "XXL"],
  colours: ["Pink", "Ash", "Red", "White", "Blue"],
  defaultQuantity: 1,
  description: [
    "The Pipeline Zip Hoodie is cut from a 320 gsm cotton and recycled polyester blend, brushed on the inside for warmth without bulk. Ribbed cuffs and hem keep their shape after many washes.",
    "The pipeline print on the back is screen-printed with water-based inks, so it stays soft and does not crack. Two front pockets hold a phone and a spare set of whiteboard markers.",
  ],
  features: [
    "Full-length metal zip",
    "Lined hood with flat drawcords",
    "Machine washable at 30 °C",
    "Relaxed, unisex fit",
  ],
  reviews: [
    {
      id: "review-1",
      name: "Ritika Sen",
      date: "May 18, 2024",
      text: "Warm without being heavy, and the print on the back gets a question at every meetup. I went one size up for layering.",
      rating: 5,
    },
    {
      id: "review-2",
      name: "Joseph Thomas",
      date: "April 2, 2024",
      text: "Good fabric and the zip feels solid. The sleeves run a little long on me, but the cuffs hold them in place.",
      rating: 4,
    },
    {
      id: "review-3",
      name: "Ayesha Siddiqui",
      date: "March 11, 2024",
      text: "Ordered the ash colour for our whole team after a workshop. Still looks new after two months of washing.",
      rating: 4,
    },
  ] satisfies Review[],
};

export type ProductTab = "description" | "reviews";

export function productTabFrom(value: string | null): ProductTab {
  return value === "reviews" ? "reviews" : "description";
}

export type CartItem = {
  id: string;
  imgUrl: string;
  imgAlt: string;
  title: string;
  price: string;
  quantity: number;
  totalPrice: string;
  delImgUrl: string;
  delImgAlt: string;
};

function cartItem(id: string, title: string): CartItem {
  return {
    id,
    imgUrl: `${IMG}/${id}.svg`,
    imgAlt: "",
    title,
    price: "$250",
    quantity: 3,
    totalPrice: "$750",
    delImgUrl: "/images/cart-page/remove.svg",
    delImgAlt: `Remove ${title} from the cart`,
  };
}

/** Five rows, unit $250, quantity 3, row total $750 (docs/product.md section 9). */
export const cartItems: CartItem[] = [
  cartItem("pipeline-hoodie", "Pipeline Pullover Hoodie"),
  cartItem("laptop-backpack", "Commuter Laptop Backpack"),
  cartItem("exam-prep-guide", "Azure Exam Prep Guide"),
  cartItem("focus-headphones", "Focus Mode Headphones"),
  cartItem("steel-bottle", "Stay Hydrated Steel Bottle"),
];

/** Static texts of the cart totals box. */
export const cartTotals = {
  subtotal: "$ 0.00",
  shipping: "Free Shipping",
  orderTotal: "$ 2940.00",
};

export const shippingCountries = ["United Kingdom (UK)", "Bangladesh", "Pakisthan", "India", "Nepal"] as const;

export const shippingStates = [
  "England",
  "Scotland",
  "Dhaka",
  "Punjab",
  "Karnataka",
  "Maharashtra",
  "Bagmati",
] as const;
