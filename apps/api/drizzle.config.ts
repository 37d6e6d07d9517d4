import { defineConfig } from 'drizzle-kit';

// Migrations are generated here and applied by the server on start (src/db/migrate.ts).
// drizzle-kit's own embedded database lacks pg_trgm, so it is only used to generate.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
