/** Roles of the old system: 1 = direction (everything), 6 = bureau; any other role is refused. */
const ROLE_DIRECTION = 1;
const ROLE_BUREAU = 6;

const ALLOWED_ROLES: readonly number[] = [ROLE_DIRECTION, ROLE_BUREAU];

export function isRoleAllowed(role: number): boolean {
  return ALLOWED_ROLES.includes(role);
}

/** Role 1 alone reaches the analyses (spec 01 section 6, spec 03 section 1). */
export function canSeeAnalyses(role: number): boolean {
  return role === ROLE_DIRECTION;
}
