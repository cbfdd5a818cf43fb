/* The layout checks of `npm run screenshots` (scripts/screenshots.ts), evaluated in the page as one expression:
   plain JavaScript read as text, so that no compiler helper of the TypeScript runner leaks into the browser.
   It returns a list of problems a visitor would see: the page wider than the window, text cut off by its box, a
   word broken mid-way, a pill/badge or button label on two lines, and the controls of one form row with different heights or tops. */
(() => {
  const problems = [];
  const viewport = window.innerWidth;
  const describe = (element) => {
    const text = (element.innerText || element.getAttribute("aria-label") || "").trim().replace(/\s+/g, " ");
    const name = element.tagName.toLowerCase() + (element.id ? `#${element.id}` : "");
    const classes =
      typeof element.className === "string" && element.className
        ? `.${element.className.trim().split(/\s+/).join(".")}`
        : "";
    return `${name}${classes}${text ? ` "${text.slice(0, 40)}"` : ""}`;
  };
  const visible = (element) => {
    const rect = element.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1) return false;
    const style = getComputedStyle(element);
    return style.visibility !== "hidden" && style.display !== "none";
  };
  /** Hidden on purpose: the visually-hidden pattern (a 1 px clipped box), the honeypot far off the page. */
  const deliberatelyHidden = (element) => {
    for (let node = element; node && node !== document.body; node = node.parentElement) {
      const rect = node.getBoundingClientRect();
      const style = getComputedStyle(node);
      if (rect.width <= 2 || rect.height <= 2 || rect.right < 0 || style.clip !== "auto") return true;
      if (style.clipPath !== "none" || style.opacity === "0") return true;
    }
    return false;
  };

  // 1. The page wider than the window (a visitor scrolls sideways or loses the right edge).
  const wider = document.documentElement.scrollWidth - viewport;
  if (wider > 0) problems.push(`page ${wider}px wider than the window`);

  // 2. Text cut off: a line of text reaching outside a box that hides its overflow (a card, a carousel, a cell),
  //    or outside the window. A slide entirely out of its carousel is fine; half of one is not.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.textContent.trim() &&
      !node.parentElement.closest("script, style, noscript, select, textarea, option, [hidden]")
        ? NodeFilter.FILTER_ACCEPT
        : NodeFilter.FILTER_REJECT,
  });
  const clipped = new Set();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const owner = node.parentElement;
    if (clipped.has(owner) || !visible(owner)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const text = range.getBoundingClientRect();
    if (text.width < 1) continue;
    let problem;
    let scroller = false;
    for (let box = owner; !problem && box && box !== document.documentElement; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.overflowX === "visible" && style.overflowY === "visible") continue;
      // Shortened on purpose, with an ellipsis (one line, or a line clamp).
      if (style.textOverflow === "ellipsis" || (style.webkitLineClamp && style.webkitLineClamp !== "none")) break;
      const rect = box.getBoundingClientRect();
      const outside =
        text.right <= rect.left || text.left >= rect.right || text.bottom <= rect.top || text.top >= rect.bottom;
      if (outside) {
        scroller = true; // a slide out of view, not half of one
        break;
      }
      const scrollsX = /auto|scroll/.test(style.overflowX);
      if (!scrollsX && (text.right > rect.right + 1 || text.left < rect.left - 1)) problem = "text cut off at the side";
      else if (!/auto|scroll/.test(style.overflowY) && text.bottom > rect.bottom + 1) problem = "text cut off below";
      if (scrollsX) {
        scroller = true; // what a box scrolls to is reached by scrolling it; the boxes around it do not matter
        break;
      }
    }
    if (!problem && !scroller && (text.right > viewport + 1 || text.left < -1)) problem = "text outside the window";
    if (problem && !deliberatelyHidden(owner)) {
      clipped.add(owner);
      problems.push(`${problem}: ${describe(owner)}`);
    }
  }

  // 2b. A word broken mid-way ("hel/d", "meera.shah@glob/ex.example"): the line breaks inside a word that would fit
  //     on a line of the page's content width. Breaks after a hyphen, a dash or a slash, and at a <wbr>, are breaks
  //     between words; a word wider than a phone's line (a 43-character link token) may only break, so it is not judged.
  const lineWidth = Math.min(viewport, document.querySelector("main")?.clientWidth ?? viewport) - 32;
  const brokenWords = new Set();
  const words = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.textContent.trim().length > 3 &&
      !node.parentElement.closest("script, style, noscript, select, textarea, option, pre, code, [hidden], svg")
        ? NodeFilter.FILTER_ACCEPT
        : NodeFilter.FILTER_REJECT,
  });
  for (let node = words.nextNode(); node; node = words.nextNode()) {
    const owner = node.parentElement;
    if (brokenWords.has(owner) || !visible(owner) || deliberatelyHidden(owner)) continue;
    const whole = document.createRange();
    whole.selectNodeContents(node);
    if ([...whole.getClientRects()].filter((rect) => rect.width >= 1).length < 2) continue; // one line: nothing broken
    const pattern = /[^\s\-\/\u00ad\u200b\u2013\u2014]+/g;
    for (let match = pattern.exec(node.textContent); match; match = pattern.exec(node.textContent)) {
      if (match[0].length < 2) continue;
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const rects = [...range.getClientRects()].filter((rect) => rect.width >= 1);
      if (rects.length < 2) continue;
      const tops = new Set(rects.map((rect) => Math.round(rect.top)));
      const width = rects.reduce((sum, rect) => sum + rect.width, 0);
      if (tops.size > 1 && width <= lineWidth) {
        brokenWords.add(owner);
        problems.push(`word broken mid-way: "${match[0].slice(0, 40)}" in ${describe(owner)}`);
        break;
      }
    }
  }

  // 3. A pill, badge or button label on two lines.
  const labelled = document.querySelectorAll(
    ".btn, button, .badge, .status-pill, .status-badge, .tags__tag, [class*='__status'], .profile-status",
  );
  for (const element of labelled) {
    if (!visible(element) || deliberatelyHidden(element)) continue;
    const tops = [];
    const heights = [];
    const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      if (!node.textContent.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width < 1) continue;
        tops.push(rect.top);
        heights.push(rect.height);
      }
    }
    if (tops.length < 2) continue;
    // The one exception (docs/design-system.md, Buttons): a sentence-long label of a full-width button on a phone.
    const parent = element.parentElement.getBoundingClientRect();
    const words = element.innerText.trim().split(/\s+/).length;
    if (words >= 5 && element.getBoundingClientRect().width >= parent.width - 1) continue;
    if (Math.max(...tops) - Math.min(...tops) > Math.min(...heights) * 0.8) {
      problems.push(`label wraps: ${describe(element)}`);
    }
  }

  // A label wider than its own button or pill (kept on one line, it spills over the edge).
  for (const element of labelled) {
    if (visible(element) && !deliberatelyHidden(element) && element.scrollWidth > element.clientWidth + 1) {
      problems.push(`label wider than its box: ${describe(element)}`);
    }
  }

  // The header: one row from 1024 px on, whoever is signed in; the keyboard goes through it in the order it reads.
  const bar = document.querySelector(".header-bar__inner");
  if (bar && viewport >= 1024) {
    const parts = [...bar.children].filter(visible).map((child) => child.getBoundingClientRect());
    if (parts.some((rect) => rect.top >= parts[0].bottom || parts[0].top >= rect.bottom)) {
      problems.push("header bar on more than one row");
    }
  }
  const banner = document.querySelector("header, [role=banner]");
  if (banner) {
    const focusable = [...banner.querySelectorAll("a[href], button, input:not([type=hidden]), select, label[for]")]
      .filter((element) => visible(element) && !deliberatelyHidden(element))
      // A hidden checkbox is reached through its label (the header's Menu): the label stands for it.
      .map((element) => ({ element, rect: element.getBoundingClientRect() }));
    for (let i = 1; i < focusable.length; i++) {
      const [a, b] = [focusable[i - 1], focusable[i]];
      const sameRow = a.rect.top < b.rect.bottom && b.rect.top < a.rect.bottom;
      if (sameRow && b.rect.right <= a.rect.left) {
        problems.push(`tab order against reading order: ${describe(a.element)} before ${describe(b.element)}`);
      }
    }
  }

  // 4. The controls of one form row (side by side in one form) with different heights or tops.
  const controls = [
    ...document.querySelectorAll(
      "input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file]), select:not([multiple]), button, .btn",
    ),
  ].filter((element) => visible(element) && !deliberatelyHidden(element));
  const fields = controls.filter((element) => element.matches("input, select"));
  const reported = new Set();
  for (const field of fields) {
    const group = field.closest("form, .form__row, fieldset") ?? document.body;
    const a = field.getBoundingClientRect();
    for (const other of controls) {
      if (
        other === field ||
        reported.has(other) ||
        (other.closest("form, .form__row, fieldset") ?? document.body) !== group
      )
        continue;
      const b = other.getBoundingClientRect();
      const sameRow = a.top < b.bottom && b.top < a.bottom && (a.right <= b.left || b.right <= a.left);
      if (!sameRow) continue;
      if (Math.abs(a.height - b.height) > 1 || Math.abs(a.top - b.top) > 1) {
        reported.add(field);
        problems.push(
          `form row uneven: ${describe(field)} ${Math.round(a.height)}px at ${Math.round(a.top)}, ${describe(other)} ${Math.round(b.height)}px at ${Math.round(b.top)}`,
        );
        break;
      }
    }
  }
  return problems;
})();
