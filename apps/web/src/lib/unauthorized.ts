/**
 * Where a 401 sends the user. The app layer hands in its router navigation
 * (lib code never imports the router); until then, a full page load of /login.
 * Its own module, so the app's entry can register the handler without loading
 * the HTTP client (docs/decisions/013).
 */
let handler: () => void = () => window.location.assign('/login');

export function setUnauthorizedHandler(next: () => void): void {
  handler = next;
}

/** Called by the HTTP client after a 401 cleared the session. */
export function onUnauthorized(): void {
  handler();
}
