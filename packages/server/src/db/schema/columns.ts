import { type Column, sql } from "drizzle-orm";
import { check, numeric, smallint } from "drizzle-orm/pg-core";

// Column builders shared by the schema files: one place for the units and precisions.
// Not exported from index.ts (drizzle-kit reads tables only).

/** Euros (prices, totals): numeric(12,2). */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
/** Unit prices that need more scale (stone €/$ per carat, rates): numeric(14,4). */
export const unitPrice = (name: string) => numeric(name, { precision: 14, scale: 4 });
/** Metal weights in grams: numeric(12,3). */
export const grams = (name: string) => numeric(name, { precision: 12, scale: 3 });
/** Product weights in milligrams (the old system's `poids` of products): numeric(12,3). */
export const milligrams = (name: string) => numeric(name, { precision: 12, scale: 3 });
/** Stone weights in carats: numeric(10,3). */
export const carats = (name: string) => numeric(name, { precision: 10, scale: 3 });
/** Work times in minutes: numeric(10,2). */
export const minutes = (name: string) => numeric(name, { precision: 10, scale: 2 });
/** Percentages (discount, loss, VAT): numeric(5,2). */
export const percent = (name: string) => numeric(name, { precision: 5, scale: 2 });
/** Coefficients: numeric(8,4). */
export const coeff = (name: string) => numeric(name, { precision: 8, scale: 4 });
/** Stone dimensions in millimetres: numeric(8,3), the three decimals the stone form accepts. */
export const mm = (name: string) => numeric(name, { precision: 8, scale: 3 });

/** A 0/1 flag of the old system that the rules compare: smallint with a CHECK (see flagCheck). */
export const flag = (name: string) => smallint(name).notNull().default(0);

/** CHECK (col in (0,1)) named <table>_<column>_01. */
export const check01 = (table: string, column: string, col: Column) =>
  check(`${table}_${column}_01`, sql`${col} in (0, 1)`);

/** CHECK (col >= 0) named <table>_<column>_positif; nulls pass. */
export const checkPositive = (table: string, column: string, col: Column) =>
  check(`${table}_${column}_positif`, sql`${col} >= 0`);

/** CHECK (col between 0 and 100) named <table>_<column>_pct. */
export const checkPercent = (table: string, column: string, col: Column) =>
  check(`${table}_${column}_pct`, sql`${col} between 0 and 100`);
