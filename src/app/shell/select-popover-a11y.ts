/**
 * Ionic's select popover breaks two ARIA rules that screen readers rely on: the popover host
 * carries `aria-modal` without a dialog role, and its `ion-list` (role "list") holds a radio group,
 * which a list may not contain. Until Ionic fixes them, every select popover is mended as it opens:
 * a dialog named after the select that opened it, with the list left out of the accessibility tree.
 */
export function mendSelectPopover(popover: Element, doc: Document = document): void {
  if (!popover.querySelector('ion-select-popover')) return;
  if (!popover.getAttribute('role')) popover.setAttribute('role', 'dialog');
  if (!popover.getAttribute('aria-label') && !popover.getAttribute('aria-labelledby')) {
    const select = doc.querySelector('ion-select.select-expanded') as (Element & { label?: string }) | null;
    const name = select?.getAttribute('aria-label') || select?.label || select?.textContent?.trim() || '';
    if (name) popover.setAttribute('aria-label', name);
  }
  for (const list of Array.from(popover.querySelectorAll('ion-select-popover ion-list'))) {
    if (list.querySelector('ion-radio-group')) list.setAttribute('role', 'presentation');
  }
}

let installed = false;

/** Mends each select popover when it opens (and again once its content has rendered). */
export function installSelectPopoverFixes(doc: Document = document): void {
  if (installed) return;
  installed = true;
  const mend = (event: Event) => {
    if (event.target instanceof Element && event.target.tagName === 'ION-POPOVER') mendSelectPopover(event.target, doc);
  };
  doc.addEventListener('ionPopoverWillPresent', mend);
  doc.addEventListener('ionPopoverDidPresent', mend);
}
