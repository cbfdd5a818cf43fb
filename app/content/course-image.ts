/**
 * The size of a course's picture. A module of its own so that a component that draws course cards from page data (the
 * home page's carousel) does not bring the whole catalogue into the page's script (the JavaScript budgets, decision record 0045).
 */
export const COURSE_IMAGE_SIZE = { width: 640, height: 400 } as const;
