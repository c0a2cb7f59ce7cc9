/**
 * A page the server knows the top of (a shared store link) gets that image in its HTML, so the
 * browser fetches and draws it before any script runs. The server writes the element with this
 * id; the web app removes it once the page has drawn the same image itself, or moved on.
 */
export const FIRST_PAINT_HERO_ID = 'lahap-first-paint-hero';
