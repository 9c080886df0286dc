// The module vite-catalogues.ts writes: per language, per bundle (BUNDLES there), a function
// fetching that bundle's compiled texts.
declare module 'virtual:catalogues' {
  export type Bundle =
    | 'public'
    | 'landing'
    | 'pricing'
    | 'about'
    | 'contact'
    | 'help'
    | 'legal'
    | 'auth'
    | 'spectator'
    | 'app';
  type Loader = () => Promise<{ default: Record<string, string> }>;
  export const catalogueLoaders: Record<'es' | 'fr' | 'de', Record<Bundle, Loader>>;
}
