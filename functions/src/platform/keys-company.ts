/** The prefix of every tenant item's pk (docs/decisions/002): built from the authenticated actor, never a body. */
export const company = (companyId: string) => `C#${companyId}`;
