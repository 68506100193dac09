/** How one old column becomes one new column (the conversions of issue 19). */
export type Conversion =
  | { kind: "int" }
  /** A reference where the old system wrote 0 (or `none`, e.g. id_user 99) for "none": becomes NULL. */
  | { kind: "ref0"; none?: number[] }
  /** `0000-00-00` (or an empty / invalid date) becomes NULL. */
  | { kind: "date"; required?: boolean }
  /** FLOAT/DOUBLE/DECIMAL to an exact decimal at this scale; a value carrying more digits is reported. */
  | { kind: "decimal"; scale: number }
  /** 0/1 flags kept as 0/1 (smallint columns). */
  | { kind: "flag01" }
  /** 0/1 to boolean columns. */
  | { kind: "bool01" }
  /** latin1 or utf8 text: the connection reads it as UTF-8 (charset utf8mb4); trimmed of NULs. */
  | { kind: "texte"; max?: number; nullIfEmpty?: boolean };

export interface ColumnMap {
  /** Old column name (MySQL). */
  from: string;
  /** New column name (PostgreSQL). */
  to: string;
  conv: Conversion;
  /** A money column summed per year in the reconciliation (old vs Écrin). */
  sum?: boolean;
}

export interface TableMap {
  /** Old table name (MySQL). */
  old: string;
  /** New table name (PostgreSQL). */
  table: string;
  /** Kept primary key: old column → new column (old ids are kept so links stay true). */
  key: { from: string; to: string };
  columns: ColumnMap[];
  /** Issued documents (immutability trigger): rows are only inserted; an existing different row is an error. */
  immutable?: boolean;
  /** Group (one transaction each), in dependency order of the mapping list. */
  group: string;
}
