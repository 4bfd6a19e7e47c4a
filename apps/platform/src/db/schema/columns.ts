import { sql } from 'drizzle-orm';
import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Raw bytes (feedback images). A custom type so the column is the same on PGlite and node-postgres. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType() {
    return 'bytea';
  },
  fromDriver(value) {
    return Buffer.isBuffer(value) ? value : Buffer.from(value);
  },
});

/** Every time column is timestamptz, read as a Date. */
export function at(name: string) {
  return timestamp(name, { withTimezone: true, mode: 'date' });
}

/** A CHECK's list of allowed values (`'a', 'b'`), from the contract's or the schema's list. */
export function sqlList(values: readonly string[]) {
  return sql.raw(values.map((v) => `'${v}'`).join(', '));
}
