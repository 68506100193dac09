/**
 * The kinds of old rows the import converts by a decision instead of stopping (issue 26): each becomes a
 * line of the report (kind, old table, old id, column, old value, decision), also written as a CSV file.
 */
export type Genre =
  | "date_zero"
  | "vide_obligatoire"
  | "negatif"
  | "reference_inconnue"
  | "doublon"
  | "doublon_cle"
  | "parties"
  | "cycle"
  | "texte_coupe"
  | "caractere_nul"
  | "arrondi"
  | "correction"
  | "refus_ecrin"
  | "archive"
  | "mojibake"
  | "meme_sens";

/**
 * The rows that rebuild, archived, a referent the old database deleted, from the referencing row's own
 * copy (a client from an invoice's name and address, a product from its OF): each written if absent.
 */
export type Archive = (
  row: Record<string, Value>,
  id: Value,
) => { table: string; key: string; row: Record<string, Value> }[];

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
  | {
      kind: "texte";
      max?: number;
      nullIfEmpty?: boolean;
      /** Old placeholder values meaning "none" (e.g. 'no_pic.jpg'): become NULL. */
      none?: string[];
      /** Lower-cased (logins). */
      lower?: boolean;
    }
  /** No old source: this value (a default of Écrin, e.g. a deactivated user's unusable password). */
  | { kind: "const"; value: string | number | boolean | null };

/** A value as written into PostgreSQL. */
export type Value = string | number | boolean | null;

export interface ColumnMap {
  /** Old column name (MySQL). */
  from: string;
  /** New column name (PostgreSQL). */
  to: string;
  conv: Conversion;
  /** A money column summed per year in the reconciliation (old vs Écrin). */
  sum?: boolean;
  /** Written when the converted value is NULL (a NOT NULL column with a default in Écrin). */
  ifNull?: Value;
  /**
   * A reference checked before writing: an id absent from `table.column` is reported. Without
   * `nullable` the row is skipped with the reason; with it the value becomes NULL (reported as adjusted).
   * A reference to the table itself (client.id_parent, of.of_reservation) is written after every row.
   */
  ref?: { table: string; column: string; nullable?: boolean; archive?: Archive };
  /** Written on insert only, never compared nor updated (a user's password, his deactivation). */
  insertOnly?: boolean;
  /**
   * A negative old value (a correction the old screens allowed, Écrin's checks refuse): kept as it is and
   * the row flagged `reprise` (migration 0030 lets the checks pass for flagged rows only), reported.
   * "reprise" for a column Écrin wants >= 0; "reprise_sous_moins_un" for one it wants > -1 (a reception).
   */
  negatif?: "reprise" | "reprise_sous_moins_un";
  /**
   * An old column some old databases lack (a stock piece's entry date): read through this MySQL
   * expression on the old table instead (e.g. the OF's delivery date), each value so read reported.
   */
  aDefaut?: { sql: string; source: string };
  /** Other names of the old column met in old databases (e.g. `id_tarif` for `id_tarif_produit`). */
  aliases?: string[];
  /** A self-reference forming a tree (client.id_parent): cycles in the old data are broken, reported. */
  arbre?: boolean;
}

/**
 * A correction of a converted row the old system allowed and Écrin's checks refuse: returns what changed
 * (reported as adjusted), or `skip` with the reason when the row cannot be kept.
 */
export type RowFix = (
  row: Record<string, Value>,
) => { column: string; change: string; kind?: Genre } | { skip: string; kind?: Genre } | null;

export interface TableMap {
  /** Old table name (MySQL). */
  old: string;
  /** New table name (PostgreSQL). */
  table: string;
  /** Kept primary key: old column → new column (old ids are kept so links stay true). */
  key: { from: string; to: string };
  /** The kept key is itself a reference (produit.id_centre → centre): an unknown id skips the row. */
  keyRef?: { table: string; column: string };
  columns: ColumnMap[];
  /** Issued documents (immutability trigger): rows are only inserted; an existing different row is an error. */
  immutable?: boolean;
  /** Group (one transaction each), in dependency order of the mapping list. */
  group: string;
  /**
   * Écrin's unique columns of the table (a stone's characteristics): an old row equal on them to a row
   * already written is merged into it (its references follow), reported as a duplicate.
   */
  fusion?: string[];
  /**
   * A reference list matched onto Écrin's own by meaning (this text column, compared without case,
   * accents or spaces): an old row meaning a row Écrin has is not written again, its references go to
   * Écrin's row (each metal once), reported; an old row of a new meaning whose id Écrin uses for another
   * meaning takes a new id.
   */
  parSens?: string;
  /** Row corrections, each reported as adjusted. */
  fixes?: RowFix[];
  /**
   * Extra reconciliation measures (carats received and consumed, gold-box balance per jeweller, metal
   * balance per account...): the same measure read on both sides, each query returning rows `{ k, v }`
   * (key and value as text), compared key by key.
   */
  checks?: ReconcileCheck[];
}

export interface ReconcileCheck {
  /** What is measured, in French (e.g. "carats reçus par année"). */
  measure: string;
  /**
   * MySQL query on the old database: rows { k, v }; a function when it reads a column the old base may
   * lack (`source` gives the column's name, or the mapping's `aDefaut` expression).
   */
  old: string | ((source: (column: string) => string) => string);
  /** PostgreSQL query on Écrin: rows { k, v }. */
  ecrin: string;
  /** A measure per row (per lot, per piece): only the differing keys listed, one line counts the equal ones. */
  ecartsSeulement?: boolean;
  /**
   * The old rows carry, in a column `r`, the old id of a reference list matched by meaning (`table`, e.g.
   * the metal of a ledger row): the old key becomes `k` + ` ${libelle} ` + the id Écrin gave that old id,
   * so that old rows whose ids were merged into one Écrin row (two old metals meaning one: two old accounts
   * becoming one) add up under that one key, each old row counted once, the merged old ids named.
   */
  suit?: { table: string; libelle: string };
}
