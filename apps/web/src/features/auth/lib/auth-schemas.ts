import type * as authSchemaModule from '@courtside/shared/validation/auth';
import { lazyModule } from '@/lib/lazy-module';

export type AuthSchemas = typeof authSchemaModule;

/**
 * The zod schemas of the account forms, fetched when the visitor starts on a
 * form (its first focus) rather than with the page: zod alone is about a
 * quarter of a page's budget (docs/decisions/013). The rules the screens
 * apply while typing need no zod (`validation/auth-rules`).
 */
export const authSchemas = lazyModule(() => import('@courtside/shared/validation/auth'));
