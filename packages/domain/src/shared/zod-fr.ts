import { z } from "zod";
import { fr } from "zod/locales";

/**
 * zod's own messages (a field the schemas do not word themselves: a missing body, a bad id in a URL)
 * in French, for the server and the browser alike: no English "Invalid input" ever reaches a user.
 * Imported by shared/index.ts, which the domain's index loads first.
 */
z.config(fr());
