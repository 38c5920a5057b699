// The product kind that makes a product an annual pass, apart from domain/merchandise.ts: the pass
// screens' first reads (api/merchandise-reads.ts) are declared in the route table, which is part
// of the start module, and must not bring the merchandise rules with it.

/** Product kind 13 is an annual pass (spec 001 section 9). */
export const ANNUAL_PASS_KIND = 13;
