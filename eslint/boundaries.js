// A local ESLint rule: the dependency directions of ARCHITECTURE.md section 2, checked on the
// resolved path of every import (relative or through the `@/` alias), so `../../other-feature/...`
// cannot slip past a pattern that only looks at the import's text.
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const WEB_SRC = 'apps/web/src/';

/** The repository-relative path an import names, or null for a package import. */
function resolveImport(filename, source) {
  let target = null;
  if (source.startsWith('.')) target = resolve(dirname(filename), source);
  else if (source.startsWith('@/')) target = resolve(root, WEB_SRC, source.slice(2));
  return target === null ? null : relative(root, target).split(sep).join('/');
}

const featureOf = (path) => path.match(/^apps\/web\/src\/features\/([^/]+)/)?.[1] ?? null;

/** Why `from` may not import `to`, or null when it may. */
export function boundaryViolation(from, to) {
  if (from.startsWith('packages/shared/') && !to.startsWith('packages/shared/')) {
    return 'shared imports nothing of the apps.';
  }
  if (from.startsWith('apps/') && (to.startsWith('apps/') || to.startsWith('packages/'))) {
    const [fromApp, toApp] = [from.split('/')[1], to.split('/')[1]];
    if (to.startsWith('packages/') || fromApp !== toApp) {
      return 'Apps never import each other; use the package name for shared code.';
    }
  }
  const feature = featureOf(from);
  if (feature) {
    const other = featureOf(to);
    if (other && other !== feature)
      return `Feature "${feature}" must not import feature "${other}".`;
    if (to.startsWith(`${WEB_SRC}app/`))
      return `Feature "${feature}" must not import the app layer.`;
  }
  if (from.startsWith(`${WEB_SRC}components/`) || from.startsWith(`${WEB_SRC}lib/`)) {
    if (featureOf(to) || to.startsWith(`${WEB_SRC}app/`)) {
      return 'Shared UI and lib code import no feature and not the app layer.';
    }
  }
  if (
    from.startsWith('apps/server/src/routes/') &&
    to.startsWith('apps/server/src/db/') &&
    !/\.test\.ts$/.test(from)
  ) {
    return 'Routes reach the database through services, not db/ directly.';
  }
  return null;
}

const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the dependency directions on resolved import paths.' },
    schema: [],
  },
  create(context) {
    const from = relative(root, context.filename).split(sep).join('/');
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const to = resolveImport(context.filename, source.value);
      if (to === null) return;
      const message = boundaryViolation(from, to);
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries } };
