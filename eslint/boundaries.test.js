import { describe, expect, it } from 'vitest';
import { boundaryViolation } from './boundaries.js';

describe('boundaryViolation', () => {
  it.each([
    // A relative path into another feature was the audit's bypass of the old text patterns.
    ['apps/web/src/features/dashboard/api/x.ts', 'apps/web/src/features/tournaments/api/y', true],
    ['apps/web/src/features/dashboard/api/x.ts', 'apps/web/src/features/dashboard/lib/y', false],
    ['apps/web/src/features/dashboard/api/x.ts', 'apps/web/src/app/router', true],
    ['apps/web/src/features/dashboard/api/x.ts', 'apps/web/src/lib/api-client', false],
    ['apps/web/src/lib/x.ts', 'apps/web/src/features/auth/api/y', true],
    ['apps/web/src/components/ui/x.tsx', 'apps/web/src/app/providers', true],
    ['apps/server/src/routes/api/x/index.ts', 'apps/server/src/db/schema', true],
    ['apps/server/src/routes/api/x/x.test.ts', 'apps/server/src/db/schema', false],
    ['apps/server/src/routes/api/x/index.ts', 'apps/server/src/services/x/y', false],
    ['apps/server/src/app.ts', 'apps/web/src/lib/config', true],
    ['packages/shared/src/api/x.ts', 'apps/server/src/db/schema', true],
    ['packages/shared/src/api/x.ts', 'packages/shared/src/constants', false],
  ])('%s -> %s: refused %s', (from, to, isRefused) => {
    expect(boundaryViolation(from, to) !== null).toBe(isRefused);
  });
});
