import type { ReconcileCheck, RowFix, TableMap } from "../types.ts";
import { REPRISE } from "./reprise.ts";
import { ecrinSum, oldSum } from "./sommes.ts";

/** The ledger amounts shared by the CLAL and the supplier/customer movements (grams, loss percent). */
const MONTANTS: TableMap["columns"] = [
  { from: "date_mouvement", to: "date_mouvement", conv: { kind: "date", required: true } },
  { from: "designation", to: "designation", conv: { kind: "texte", max: 200 } },
  {
    from: "metal_id",
    to: "metal_id",
    conv: { kind: "int" },
    ifNull: 1,
    ref: { table: "metal", column: "id_metal" },
  },
  // A negative correction (in or out) is kept as it is, the row flagged `reprise`.
  {
    from: "entree_or_fin",
    to: "entree_or_fin",
    conv: { kind: "decimal", scale: 3 },
    ifNull: "0",
    negatif: "reprise",
  },
  {
    from: "sortie_or_750",
    to: "sortie_or_750",
    conv: { kind: "decimal", scale: 3 },
    ifNull: "0",
    negatif: "reprise",
  },
  {
    from: "sortie_or_fin",
    to: "sortie_or_fin",
    conv: { kind: "decimal", scale: 3 },
    ifNull: "0",
    negatif: "reprise",
  },
  { from: "perte", to: "perte", conv: { kind: "decimal", scale: 2 }, ifNull: "0" },
  REPRISE,
];

/**
 * A supplier/customer movement has one party (Écrin's check). The old table allowed both (kept on the
 * supplier's account, as the old balance query counts it) or none (the row belonged to no account).
 */
const unePartie: RowFix = (r) => {
  if (r.fournisseur_id === null && r.client_id === null)
    return { kind: "parties", skip: "ni fournisseur ni client : mouvement d'aucun compte" };
  if (r.fournisseur_id === null || r.client_id === null) return null;
  const client = r.client_id;
  r.client_id = null;
  return {
    kind: "parties",
    column: "client_id",
    change: `fournisseur ${String(r.fournisseur_id)} et client ${String(client)} : gardé au compte du fournisseur`,
  };
};

/**
 * A metal account's measures (spec 03 section 7): per account and metal, the movements counted, the grams
 * summed (fine in, 750 out, fine out) and the fine balance. `compte` names the account. The old rows give
 * their old metal id apart (`r`): the reconciliation keys them under the metal Écrin gave it, so two old
 * metals matched by meaning onto one (two old accounts merged into one) add up under one key, each old row
 * counted once. A NULL metal is read as metal 1, as the import writes it.
 */
function comptesMetal(
  table: { old: string; ecrin: string },
  compte: { old: string; ecrin: string },
): ReconcileCheck[] {
  const mesure = (measure: string, oldV: string, ecrinV: string): ReconcileCheck => ({
    measure,
    old: `select ${compte.old} as k, coalesce(metal_id, 1) as r, ${oldV} as v from \`${table.old}\` group by k, r order by k, r`,
    ecrin: `select ${compte.ecrin} || ' métal ' || metal_id as k, ${ecrinV} as v from "${table.ecrin}" group by 1 order by 1`,
    suit: { table: "metal", libelle: "métal" },
  });
  const solde = ["entree_or_fin", "sortie_or_fin"] as [string, string];
  return [
    mesure("mouvements (nombre)", "count(*)", "count(*)::text"),
    mesure("or fin entré (g)", oldSum("entree_or_fin", 3), ecrinSum("entree_or_fin", 3)),
    mesure("or 750 sorti (g)", oldSum("sortie_or_750", 3), ecrinSum("sortie_or_750", 3)),
    mesure("or fin sorti (g)", oldSum("sortie_or_fin", 3), ecrinSum("sortie_or_fin", 3)),
    mesure("solde métal (g fin)", oldSum(solde, 3), ecrinSum(solde, 3)),
  ];
}

/**
 * Gold (spec 02 section 3, spec 03 sections 3 and 7): the jewellers' gold box, the gold received from
 * customers and the metal ledgers of /mouvements_or (CLAL; suppliers and customers in one old table,
 * `mouvements_metal`, as its endpoint atelier/mouvements_metal.php). After jewellers, suppliers, clients.
 */
export const METAL_MAPPING: TableMap[] = [
  {
    old: "boite_or",
    table: "boite_or",
    group: "metal",
    key: { from: "id_boite", to: "id_boite" },
    columns: [
      { from: "id_ouvr", to: "id_ouvr", conv: { kind: "int" }, ref: { table: "joaillier", column: "id" } },
      // A negative correction given (returned) is kept as it is, the row flagged `reprise`.
      {
        from: "done_ouvr",
        to: "done_ouvr",
        conv: { kind: "decimal", scale: 3 },
        ifNull: "0",
        negatif: "reprise",
      },
      {
        from: "rendu_ouvr",
        to: "rendu_ouvr",
        conv: { kind: "decimal", scale: 3 },
        ifNull: "0",
        negatif: "reprise",
      },
      { from: "date", to: "date", conv: { kind: "date", required: true } },
      { from: "label", to: "label", conv: { kind: "texte", max: 200, nullIfEmpty: true } },
      REPRISE,
    ],
    checks: [
      {
        measure: "solde boîte or joaillier",
        old: `select id_ouvr as k, ${oldSum(["done_ouvr", "rendu_ouvr"], 3)} as v from boite_or group by id_ouvr order by id_ouvr`,
        ecrin: `select id_ouvr::text as k, ${ecrinSum(["done_ouvr", "rendu_ouvr"], 3)} as v from boite_or group by 1 order by 1`,
      },
    ],
  },
  {
    old: "reception_metal",
    table: "reception_metal",
    group: "metal",
    key: { from: "id", to: "id" },
    columns: [
      { from: "id_client", to: "id_client", conv: { kind: "int" }, ref: { table: "client", column: "id" } },
      {
        from: "poids",
        to: "poids",
        conv: { kind: "decimal", scale: 3 },
        negatif: "reprise_sous_moins_un",
      },
      { from: "date", to: "date", conv: { kind: "date", required: true } },
      REPRISE,
    ],
    checks: [
      {
        measure: "or reçu du client",
        old: `select id_client as k, ${oldSum("poids", 3)} as v from reception_metal group by id_client order by id_client`,
        ecrin: `select id_client::text as k, ${ecrinSum("poids", 3)} as v from reception_metal group by 1 order by 1`,
      },
    ],
  },
  {
    old: "mouvements_clal",
    table: "mouvement_clal",
    group: "metal",
    key: { from: "id", to: "id" },
    columns: MONTANTS,
    checks: comptesMetal(
      { old: "mouvements_clal", ecrin: "mouvement_clal" },
      { old: "'CLAL'", ecrin: "'CLAL'" },
    ),
  },
  {
    old: "mouvements_metal",
    table: "mouvement_metal",
    group: "metal",
    key: { from: "id", to: "id" },
    columns: [
      {
        from: "fournisseur_id",
        to: "fournisseur_id",
        conv: { kind: "ref0" },
        ref: { table: "fournisseur", column: "four_id" },
      },
      { from: "client_id", to: "client_id", conv: { kind: "ref0" }, ref: { table: "client", column: "id" } },
      ...MONTANTS,
    ],
    fixes: [unePartie],
    checks: comptesMetal(
      { old: "mouvements_metal", ecrin: "mouvement_metal" },
      {
        old: "if(coalesce(fournisseur_id, 0) <> 0, concat('fournisseur ', fournisseur_id), concat('client ', client_id))",
        ecrin: "coalesce('fournisseur ' || fournisseur_id, 'client ' || client_id)",
      },
    ),
  },
];
