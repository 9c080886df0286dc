/** `/users/{id}` with the id made safe for a path. */
export const userPath = (id: string, rest = '') => `/users/${encodeURIComponent(id)}${rest}`;
