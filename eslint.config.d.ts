// The types of eslint.config.js's exports, for the tests that read its lists (tests/unit/lint/).
import type { Linter } from 'eslint';

/** The folders and files whose words all come from the message catalogue (`portal/no-literal-text` applies). */
export declare const CONVERTED_TO_CATALOGUE: readonly string[];

declare const config: Linter.Config[];
export default config;
