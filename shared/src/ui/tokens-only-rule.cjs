// Lint rule portal/tokens-only: an app's styles use the portal's tokens (palette.ts), never a
// colour or a pixel font size of their own, so every area shows the same colours and type scale.
// It reads strings and template literals (CSS in a template, inline styles) and style properties.
const HEX_COLOUR = /(^|[^&\w])#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})(?![\w-])/i;
const COLOUR_FUNCTION = /\b(?:rgba?|hsla?)\(/i;
const PIXEL_FONT_SIZE = /font-size\s*:\s*\d+(?:\.\d+)?px/i;
const PIXEL_VALUE = /^\s*\d+(?:\.\d+)?(?:px)?\s*$/;

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'Apps style with the portal tokens from @portal/shared/ui, not literal colours or pixel font sizes.' },
    schema: [],
    messages: {
      colour: "A colour outside the portal's tokens: use palette, tones or chartColors from @portal/shared/ui (a new colour is added there, once).",
      fontSize: 'A pixel font size outside the type scale: use fontSize (text) or iconSize (icons) from @portal/shared/ui.',
    },
  },
  create(context) {
    function checkText(node, text) {
      if (typeof text !== 'string') return;
      if (HEX_COLOUR.test(text) || COLOUR_FUNCTION.test(text)) context.report({ node, messageId: 'colour' });
      if (PIXEL_FONT_SIZE.test(text)) context.report({ node, messageId: 'fontSize' });
    }
    function keyName(property) {
      if (property.computed) return undefined;
      if (property.key.type === 'Identifier') return property.key.name;
      if (property.key.type === 'Literal') return String(property.key.value);
      return undefined;
    }
    return {
      Literal(node) {
        checkText(node, node.value);
      },
      TemplateElement(node) {
        checkText(node, node.value.cooked ?? node.value.raw);
      },
      Property(node) {
        const name = keyName(node);
        if (name !== 'fontSize' && name !== 'font-size') return;
        const value = node.value;
        if (value.type === 'Literal' && (typeof value.value === 'number' || (typeof value.value === 'string' && PIXEL_VALUE.test(value.value)))) {
          context.report({ node: value, messageId: 'fontSize' });
        }
      },
    };
  },
};
