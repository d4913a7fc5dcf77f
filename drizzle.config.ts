import { defineConfig } from 'drizzle-kit';

/** drizzle-kit generates SQL migrations offline from the schema (`npm run db:generate`). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
