/** Types of test/server/database-passes.mjs (which server test files run on which database), for vitest.config.ts. */
export const SAME_ON_EITHER_DATABASE: string[];
export const EMBEDDED_DATABASE_FILES: string[];
