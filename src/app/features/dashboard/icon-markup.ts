/**
 * An Ionicons icon (`ionicons/icons` exports each as a `data:image/svg+xml` address) as its own SVG markup,
 * drawn inline. Each `<ion-icon>` is a web component of its own (upgrade, shadow root, its SVG decoded and
 * sanitised at run time): the dashboard drew two per tile, forty-odd on its first screen (issue 25). The
 * markup is the package's own, never user text.
 */
const markup = new Map<string, string>();

export function iconMarkup(icon: string): string {
  let svg = markup.get(icon);
  if (svg === undefined) {
    const start = icon.indexOf('<svg');
    svg = start >= 0 ? decodeURIComponent(icon.slice(start).replace(/%(?![0-9a-fA-F]{2})/g, '%25')) : '';
    markup.set(icon, svg);
  }
  return svg;
}
