import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Small key-value store for the built-in emulators (development sign-in keys and
 * accounts), so that they survive restarts and are shared by every api process.
 * Never used for product data.
 */
export const emulatorState = pgTable('emulator_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
