// The module vite-catalogues.ts writes: per language, per area (lingui.config.js), a function
// fetching that catalogue's compiled texts.
declare module 'virtual:catalogues' {
  export type Area =
    | 'shell'
    | 'auth'
    | 'marketing'
    | 'spectator'
    | 'tournaments'
    | 'matches'
    | 'desk'
    | 'people'
    | 'validation'
    | 'server';
  type Loader = () => Promise<{ default: Record<string, unknown> }>;
  export const catalogueLoaders: Record<'es' | 'fr' | 'de', Record<Area, Loader>>;
}
