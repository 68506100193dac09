import { numeroTvaFr, sirenValide } from "@ecrin/domain";
import { sql } from "drizzle-orm";
import type { DemoContext } from "./context.ts";
import { ENSEIGNES, GROUPES, NOMS, RUES, VILLES } from "./names.ts";
import { cents, Random } from "./random.ts";
import type { DemoTables } from "./tables.ts";

export interface ClientInfo {
  id: number;
  nomAgence: string;
  adresse: string;
  cp: string;
  ville: string;
  /** Payment term in days, copied on its OFs. */
  echeance: number;
  /** Relative order volume. */
  poids: number;
  /** Days it was a customer (an inactive shop stopped ordering). */
  debut: number;
  fin: number;
  /** Pays by bill of exchange (traite). */
  traite: boolean;
  /** Supplies its own metal now and then (façon). */
  facon: boolean;
  /** Its SIREN and VAT number (valid keys), copied on its invoices: their BT-47 and BT-49. */
  siren: string;
  numTva: string;
}

/** A valid SIREN per client id (8 digits from the id, then the Luhn key), and its VAT number. */
export function identifiantsDemo(id: number): { siren: string; numTva: string } {
  const debut = String(30_000_000 + id * 97).slice(0, 8);
  const siren = Array.from({ length: 10 }, (_, d) => `${debut}${d}`).find(sirenValide) as string;
  return { siren, numTva: numeroTvaFr(siren) };
}

export interface Clients {
  /** Agencies (leaves) that order: neither 249 nor 502. */
  agences: ClientInfo[];
  stock: ClientInfo;
  canalAlternatif: ClientInfo;
  siege: number;
}

const FIRST_ID = 200;

/**
 * The client tree: the house's head office (parent of the stock client 249 and the alternate-channel
 * client 502), buying groups, some with regional sub-groups, their agencies, and independent shops.
 */
export async function generateClients(ctx: DemoContext, t: DemoTables): Promise<Clients> {
  const r = Random.forArea(ctx.seed, "clients");
  const { clientStock, clientCanalAlternatif } = ctx.settings;
  const n = ctx.scale.clients;
  const ids: number[] = [];
  for (let id = FIRST_ID; ids.length < n - 1; id++) if (id !== clientCanalAlternatif) ids.push(id);
  ids.push(clientCanalAlternatif);
  const free = ids.filter((id) => id !== clientStock && id !== clientCanalAlternatif);
  const siege = free.shift()!;
  const place = () => {
    const v = r.pick(VILLES);
    return { ...v, adresse: `${r.int(1, 120)} ${r.pick(RUES)}` };
  };
  const span = ctx.today - ctx.start;

  const siegeVille = { ville: "Paris", cp: "75002", adresse: "12 rue de la Paix" };
  await t.client.add([
    siege,
    "Maison Écrin (siège)",
    null,
    "Maison Écrin (siège)",
    siegeVille.adresse,
    siegeVille.cp,
    siegeVille.ville,
    true,
  ]);
  const special = (id: number, nom: string): ClientInfo => ({
    id,
    nomAgence: nom,
    ...siegeVille,
    echeance: 0,
    poids: 0,
    debut: ctx.start,
    fin: ctx.today,
    traite: false,
    facon: false,
    ...identifiantsDemo(id),
  });
  const stock = special(clientStock, "Stock Écrin");
  const canalAlternatif = special(
    clientCanalAlternatif,
    `${ctx.settings.nomLigneCanalAlternatif} (canal alternatif)`,
  );
  for (const c of [stock, canalAlternatif]) {
    await t.client.add([c.id, c.nomAgence, siege, c.nomAgence, c.adresse, c.cp, c.ville, true]);
  }

  // Groups (parents), a third of them split into regional sub-groups.
  const nGroupes = Math.min(ctx.scale.groupes, free.length);
  const parents: number[] = [];
  for (let g = 0; g < nGroupes; g++) {
    const id = free.shift()!;
    const base = GROUPES[g % GROUPES.length]!;
    const nom = g < GROUPES.length ? base : `${base} ${Math.floor(g / GROUPES.length) + 1}`;
    const p = place();
    await t.client.add([id, nom, null, nom, p.adresse, p.cp, p.ville, true]);
    parents.push(id);
    if (g % 3 === 1 && free.length > 20) {
      for (const region of ["Nord", "Sud"]) {
        const sid = free.shift()!;
        await t.client.add([
          sid,
          `${nom} ${region}`,
          id,
          `${nom} — ${region}`,
          p.adresse,
          p.cp,
          p.ville,
          true,
        ]);
        parents.push(sid);
      }
    }
  }

  // Agencies: two thirds in a group, the others independent.
  const agences: ClientInfo[] = [];
  const noms = new Set<string>();
  for (const id of free) {
    const p = place();
    let nom = "";
    for (let k = 0; k < 5 && (nom === "" || noms.has(nom)); k++) {
      const enseigne = r.pick(ENSEIGNES);
      nom = r.chance(0.5) ? `${enseigne} ${p.ville}` : `${enseigne} ${r.pick(NOMS)}`;
    }
    if (noms.has(nom)) nom = `${nom} (${p.cp})`;
    noms.add(nom);
    const parent = r.chance(0.66) && parents.length > 0 ? r.pick(parents) : null;
    // A few shops joined late, a few closed: inactive ones stopped ordering.
    const debut = r.chance(0.25) ? ctx.start + r.int(0, Math.floor(span * 0.7)) : ctx.start;
    const actif = !r.chance(0.08);
    const fin = actif ? ctx.today : Math.min(ctx.today - 30, debut + r.int(Math.floor(span * 0.2), span));
    agences.push({
      id,
      nomAgence: nom,
      adresse: p.adresse,
      cp: p.cp,
      ville: p.ville,
      echeance: r.weighted([
        [0, 3],
        [30, 5],
        [45, 3],
        [60, 2],
      ]),
      // A few big accounts, many small ones.
      poids: r.chance(0.1) ? r.int(8, 20) : r.int(1, 5),
      debut,
      fin: Math.max(fin, debut + 60),
      traite: r.chance(0.12),
      facon: r.chance(0.15),
      ...identifiantsDemo(id),
    });
    await t.client.add([id, nom, parent, nom, p.adresse, p.cp, p.ville, actif]);
  }
  await t.client.flush();
  // Every client is a French company with its SIREN and VAT number (issue 25 point 11: BT-49).
  const valeurs = ids.map((id) => {
    const { siren, numTva } = identifiantsDemo(id);
    return sql`(${id}::int, ${siren}, ${numTva})`;
  });
  await ctx.ex.execute(sql`
    update client set siren = v.siren, num_tva = v.tva
    from (values ${sql.join(valeurs, sql`, `)}) v(id, siren, tva) where client.id = v.id`);
  // Each agency's payment term is on its record: the échéance its new OFs take (issue 12 point 10).
  for (const delai of [30, 45, 60]) {
    const ids = agences.filter((a) => a.echeance === delai).map((a) => sql`${a.id}`);
    if (ids.length > 0) {
      await ctx.ex.execute(
        sql`update client set delai_paiement = ${delai} where id in (${sql.join(ids, sql`, `)})`,
      );
    }
  }
  return { agences, stock, canalAlternatif, siege };
}

export interface Fournisseur {
  id: number;
  nom: string;
  /** Gold supplier (type 998). */
  or: boolean;
  perteCentiemes: number;
}

const FOURNISSEURS_PIERRES = [
  "Diamants Anvers Trading",
  "Gemmes & Couleurs SARL",
  "Comptoir Lapidaire de Paris",
  "Saphirs de Ceylan Import",
  "Lab Grown Diamonds Europe",
  "Pierres Fines du Jura",
  "Perles de Tahiti Export",
  "Emeraudes de Colombie SA",
];
const FOURNISSEURS_OR = [
  "Affinerie Cookson-Clal",
  "Métaux Précieux Boudry",
  "Fonderie Saint-Éloi",
  "Or Industrie Lyon",
];

/**
 * Every supplier's address (issue 25 point 3: the police register names each party with it): street,
 * postcode, town, country. The platinum dealer and the former suppliers ("(ancien)") take the last ones.
 */
const ADRESSES_FOURNISSEURS: Record<string, readonly [string, string, string, string]> = {
  "Diamants Anvers Trading": ["Hoveniersstraat 30", "2018", "Anvers", "Belgique"],
  "Gemmes & Couleurs SARL": ["8 rue Cadet", "75009", "Paris", "France"],
  "Comptoir Lapidaire de Paris": ["41 rue La Fayette", "75009", "Paris", "France"],
  "Saphirs de Ceylan Import": ["12 avenue de l'Opéra", "75001", "Paris", "France"],
  "Lab Grown Diamonds Europe": ["Schupstraat 9", "2018", "Anvers", "Belgique"],
  "Pierres Fines du Jura": ["5 rue du Lac", "39200", "Saint-Claude", "France"],
  "Perles de Tahiti Export": ["Boulevard Pomare", "98713", "Papeete", "France"],
  "Emeraudes de Colombie SA": ["Carrera 7 n° 12-25", "110321", "Bogota", "Colombie"],
  "Affinerie Cookson-Clal": ["58 avenue de la République", "75011", "Paris", "France"],
  "Métaux Précieux Boudry": ["Route de Boudry 2", "2017", "Boudry", "Suisse"],
  "Fonderie Saint-Éloi": ["14 rue des Orfèvres", "69002", "Lyon", "France"],
  "Or Industrie Lyon": ["220 rue Garibaldi", "69003", "Lyon", "France"],
};
const ADRESSE_AUTRE = ["3 rue Chapon", "75003", "Paris", "France"] as const;

/** Stone and metal suppliers (ids from 1; the special supplier of the settings is a platinum dealer). */
export async function generateFournisseurs(ctx: DemoContext, t: DemoTables): Promise<Fournisseur[]> {
  const r = Random.forArea(ctx.seed, "fournisseurs");
  const special = ctx.settings.fournisseurMetalSpecial;
  const out: Fournisseur[] = [];
  let pierres = 0;
  let ors = 0;
  const n = Math.max(special, FOURNISSEURS_PIERRES.length + FOURNISSEURS_OR.length + 1);
  for (let id = 1; id <= n; id++) {
    let f: Fournisseur;
    if (id === special) {
      f = { id, nom: "Platine & Palladium Négoce", or: true, perteCentiemes: 150 };
    } else if (id % 3 === 0 && ors < FOURNISSEURS_OR.length) {
      f = { id, nom: FOURNISSEURS_OR[ors++]!, or: true, perteCentiemes: r.int(50, 300) };
    } else if (pierres < FOURNISSEURS_PIERRES.length) {
      f = { id, nom: FOURNISSEURS_PIERRES[pierres++]!, or: false, perteCentiemes: 0 };
    } else {
      f = {
        id,
        nom: FOURNISSEURS_OR[ors++ % FOURNISSEURS_OR.length]!.concat(" (ancien)"),
        or: true,
        perteCentiemes: 200,
      };
    }
    out.push(f);
    const actif = f.nom.endsWith("(ancien)") ? 0 : 1;
    await t.fournisseur.add([
      f.id,
      f.nom,
      f.or ? ctx.settings.typeFournisseurOr : null,
      actif,
      cents(f.perteCentiemes),
      ...(ADRESSES_FOURNISSEURS[f.nom] ?? ADRESSE_AUTRE),
    ]);
  }
  const banques = [
    ["BNP Paribas", "30004", "00828", "Paris"],
    ["Crédit Agricole", "18206", "00042", "Lyon"],
    ["Société Générale", "30003", "01234", "Paris"],
    ["CIC", "30066", "10021", "Strasbourg"],
  ] as const;
  for (let i = 0; i < banques.length; i++) {
    const [nom, code, guichet, ville] = banques[i]!;
    await t.banque.add([
      i + 1,
      nom,
      code,
      guichet,
      String(r.int(10_000_000, 99_999_999)).padStart(11, "0"),
      String(r.int(10, 97)),
      ville,
    ]);
  }
  await t.fournisseur.flush();
  await t.banque.flush();
  return out;
}
