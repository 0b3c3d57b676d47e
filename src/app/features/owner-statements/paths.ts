/** Where the area's pages are (SPEC.md §2: the menu's Reporting, code 44). */
export const STATEMENT_PATH = '/admin/reporting';
export const statementPath = (id: string) => `${STATEMENT_PATH}/${encodeURIComponent(id)}`;

// Other areas' record pages, by their routes: areas never import each other.
export const reservationPath = (id: string) => `/admin/reservation/${encodeURIComponent(id)}`;
export const expensePath = (id: string) => `/admin/expenses/${encodeURIComponent(id)}`;
