/** Where the area's pages are (SPEC.md §2: the menu's Owner Installment). */
export const INSTALLMENT_PATH = '/admin/owner-installment';
export const installmentPath = (id: string) => `${INSTALLMENT_PATH}/${encodeURIComponent(id)}`;
