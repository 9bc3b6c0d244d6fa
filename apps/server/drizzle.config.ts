import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema (`npm run db:generate`), reviewed as
// SQL, committed, and never edited after they land (STYLE.md §9).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
