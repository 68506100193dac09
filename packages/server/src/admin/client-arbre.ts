import { type SQL, sql } from "drizzle-orm";

/**
 * "This client and all its agencies, however deep" (clients form a tree through id_parent): the
 * condition `column in (the subtree of idClient)`, for every filter that takes a client.
 */
export function dansArbreClient(column: SQL, idClient: number): SQL {
  return sql`${column} in (
      with recursive sous(id) as (
        select ${idClient}::int
        union all
        select c.id from client c join sous on c.id_parent = sous.id
      ) select id from sous)`;
}
