/**
 * Decision 027: the words for a score that waits for the other side or the desk, one for the
 * app and the public page alike (a module of its own, so the public page takes the words without
 * the app's confirmation dialogs).
 */
export const AWAITING_CONFIRMATION = /*i18n*/ 'Awaiting confirmation';
