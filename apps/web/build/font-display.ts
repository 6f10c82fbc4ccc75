/**
 * The Latin faces of the first screen (Inter, Orbitron) with font-display: optional
 * instead of swap: a face that is not there within ~100 ms (they are preloaded) is not
 * swapped in later on this page. Else the prerendered page is first painted in the
 * fallback face and the app's copy, painted later in the web font, is larger: a new
 * largest paint seconds later, and a visible change of typeface. The next visit has
 * them cached. The other scripts' faces keep swap (their pages are not prerendered).
 */
export function latinFacesOptional(css: string): string {
  return css.replace(/@font-face\{[^}]*\}/g, (face) =>
    /\/(inter|orbitron)-latin-\d+-normal/.test(face) ? face.replace('font-display:swap', 'font-display:optional') : face,
  );
}
