import { type SQL, sql } from "drizzle-orm";

/**
 * "This client and all its agencies, however deep" (clients form a tree through id_parent): the
 * condition `column in (the subtree of idClient)`, for every filter that takes a client.
 * `union` (not `union all`) keeps each id once, so a parent cycle left in the data (two clients each
 * other's parent) ends the walk instead of looping for ever.
 */
export function dansArbreClient(column: SQL, idClient: number): SQL {
  return sql`${column} in (
      with recursive sous(id) as (
        select ${idClient}::int
        union
        select c.id from client c join sous on c.id_parent = sous.id
      ) select id from sous)`;
}
