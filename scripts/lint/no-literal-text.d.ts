import type { Rule } from 'eslint';

export const TEXT_ATTRIBUTES: ReadonlySet<string>;
export const noLiteralText: Rule.RuleModule;
