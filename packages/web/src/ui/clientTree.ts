import type { Client } from "@ecrin/domain";

/** Separator of a group path: "Groupe Nord › Lille". */
export const PATH_SEPARATOR = " › ";

function byId(clients: readonly Client[]): Map<number, Client> {
  return new Map(clients.map((c) => [c.id, c]));
}

export function clientName(c: Client): string {
  return c.nomAgence.trim() !== "" ? c.nomAgence : c.label;
}

/** For each client, the names of its ancestors from the root down ("" for a root). Cycles stop the walk. */
export function parentPaths(clients: readonly Client[]): Map<number, string> {
  const index = byId(clients);
  const out = new Map<number, string>();
  for (const c of clients) {
    const names: string[] = [];
    const seen = new Set<number>([c.id]);
    let parentId = c.idParent;
    while (parentId !== null && !seen.has(parentId)) {
      seen.add(parentId);
      const parent = index.get(parentId);
      if (!parent) break;
      names.unshift(clientName(parent));
      parentId = parent.idParent;
    }
    out.set(c.id, names.join(PATH_SEPARATOR));
  }
  return out;
}

export interface ClientTreeItem {
  id: string;
  label: string;
  client: Client;
  children: ClientTreeItem[];
}

const compareNames = (a: ClientTreeItem, b: ClientTreeItem) =>
  a.label.localeCompare(b.label, "fr", { sensitivity: "base" });

/** Nests the flat list; a client whose parent is missing (or in a cycle) is shown at the root. */
export function buildTreeItems(clients: readonly Client[]): ClientTreeItem[] {
  const items = new Map<number, ClientTreeItem>(
    clients.map((c) => [c.id, { id: String(c.id), label: clientName(c), client: c, children: [] }]),
  );
  const roots: ClientTreeItem[] = [];
  const inCycle = (c: Client) => {
    const seen = new Set<number>([c.id]);
    let p = c.idParent;
    while (p !== null) {
      if (seen.has(p)) return true;
      seen.add(p);
      p = items.get(p)?.client.idParent ?? null;
    }
    return false;
  };
  for (const item of items.values()) {
    const parent = item.client.idParent === null ? undefined : items.get(item.client.idParent);
    if (parent && !inCycle(item.client)) parent.children.push(item);
    else roots.push(item);
  }
  const sortDeep = (list: ClientTreeItem[]) => {
    list.sort(compareNames);
    for (const i of list) sortDeep(i.children);
  };
  sortDeep(roots);
  return roots;
}

/** Folds accents and case so "societe" finds "Société". */
export function searchable(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/**
 * The tree reduced to the clients whose name or label matches, with their ancestors (to keep the
 * path), and the ids to expand so every match is visible.
 */
export function filterTree(
  roots: readonly ClientTreeItem[],
  query: string,
): { items: ClientTreeItem[]; expanded: string[] } {
  const needle = searchable(query.trim());
  if (needle === "") return { items: [...roots], expanded: [] };
  const expanded: string[] = [];
  const visit = (item: ClientTreeItem): ClientTreeItem | null => {
    const children = item.children.map(visit).filter((c): c is ClientTreeItem => c !== null);
    const matches = searchable(item.label).includes(needle) || searchable(item.client.label).includes(needle);
    if (!matches && children.length === 0) return null;
    if (children.length > 0) expanded.push(item.id);
    return { ...item, children };
  };
  const items = roots.map(visit).filter((c): c is ClientTreeItem => c !== null);
  return { items, expanded };
}
