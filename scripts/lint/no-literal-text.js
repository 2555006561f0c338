// ESLint rule `portal/no-literal-text`: a user-facing literal in JSX — text between tags, or a string given to an
// attribute people read or hear (aria-label, title, label …) — must come from the message catalogue (`t(key)`,
// src/i18n/). Applied to the folders already converted (eslint.config.js, CONVERTED_TO_CATALOGUE).

/** Attributes whose value is shown or read out. */
export const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'alt',
  'label',
  'placeholder',
  'helperText',
  'headline',
  'backLabel',
  'reloadLabel',
  'subtitle',
]);

/** A word: two letters in a row (a lone letter, digits, punctuation and arrows are not words). */
const WORD = /\p{L}{2}/u;

/** @type {import('eslint').Rule.RuleModule} */
export const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-facing JSX text comes from the message catalogue' },
    messages: {
      text: 'Text "{{text}}" is not from the message catalogue: add it to src/i18n/catalogues/ and use t(key).',
      attribute:
        '{{name}}="{{text}}" is not from the message catalogue: add it to src/i18n/catalogues/ and use t(key).',
    },
    schema: [],
  },
  create(context) {
    const short = (text) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);
    const literalOf = (node) => {
      if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
      if (node?.type === 'TemplateLiteral')
        return node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ');
      return null;
    };
    return {
      JSXText(node) {
        const text = node.value.trim();
        if (WORD.test(text)) context.report({ node, messageId: 'text', data: { text: short(text) } });
      },
      JSXExpressionContainer(node) {
        // {'Some words'} or {`Some words`} between tags is text too.
        if (node.parent?.type !== 'JSXElement' && node.parent?.type !== 'JSXFragment') return;
        const text = literalOf(node.expression);
        if (text !== null && WORD.test(text))
          context.report({ node, messageId: 'text', data: { text: short(text.trim()) } });
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (name === null || !TEXT_ATTRIBUTES.has(name)) return;
        const value = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        const text = literalOf(value);
        if (text !== null && WORD.test(text))
          context.report({ node, messageId: 'attribute', data: { name, text: short(text) } });
      },
    };
  },
};
