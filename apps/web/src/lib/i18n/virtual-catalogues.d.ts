// The module vite-catalogues.ts writes: the folder the translations are served from
// (`<folder>/<lang>/<bundle>.json`), or, in the build's prerender, the texts themselves.
declare module 'virtual:catalogues' {
  export const folder: string;
  export const inlined: Record<string, Record<string, string>> | null;
}
