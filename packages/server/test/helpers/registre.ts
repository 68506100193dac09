import { sql } from "drizzle-orm";
import type { Db } from "../../src/db/connection.ts";

const TABLES = sql`registre_police, registre_police_sceau, registre_police_consultation`;

/**
 * Empties the police register as someone with the database could (owner or superuser): TRUNCATE given
 * back, its statement triggers disabled. The application never can; the tests start from an empty register.
 */
export async function viderEnDouce(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`grant truncate on ${TABLES} to current_user`);
    for (const t of ["registre_police", "registre_police_sceau", "registre_police_consultation"]) {
      await tx.execute(sql.raw(`alter table ${t} disable trigger ${t}_truncate`));
    }
    await tx.execute(sql`truncate ${TABLES}`);
    for (const t of ["registre_police", "registre_police_sceau", "registre_police_consultation"]) {
      await tx.execute(sql.raw(`alter table ${t} enable trigger ${t}_truncate`));
    }
    await tx.execute(sql`revoke truncate on ${TABLES} from current_user`);
  });
}
