import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import rule from './tokens-only-rule.cjs';

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

const colour = { messageId: 'colour' };
const fontSize = { messageId: 'fontSize' };

tester.run('portal/tokens-only', rule, {
  valid: [
    // Tokens, in inline styles and in a component's CSS.
    'const style = { color: palette.brand, fontSize: fontSize.note };',
    'const css = `.x{color:${palette.text};font-size:${fontSize.small}px;background:${tones.success.background}}`;',
    '<Icon style={{ fontSize: iconSize.medium }} />;',
    // Sizes that are not font sizes, and numbers that are not sizes at all.
    'const css = `.x{width:40px;min-height:44px;border-radius:12px;padding:0 16px}`;',
    'const style = { fontWeight: 600, lineHeight: 1.4, fontSize: "inherit", fontSize2: 13 };',
    "const size = { fontSize: '1.05em' };",
    // A '#' that is no colour: a link to a heading, an HTML entity, a percent-encoded one in a data URL.
    "const href = '#resumo';",
    "const entity = '&#039;';",
    "const svg = \"data:image/svg+xml,%3Csvg stroke='%23666'%3E\";",
    "const words = 'Pedido #12 e #abcde';",
  ],
  invalid: [
    { code: "const style = { color: '#1e7a45' };", errors: [colour] },
    { code: "const style = { background: '#fff' };", errors: [colour] },
    { code: "<i style={{ border: '1px solid #9cc0ea' }} />;", errors: [colour] },
    { code: '<path fill="#0f6b5cff" />;', errors: [colour] },
    { code: "const shadow = '0 1px 3px rgba(0,0,0,.12)';", errors: [colour] },
    { code: "const c = 'rgb(1, 2, 3)';", errors: [colour] },
    { code: "const c = 'hsl(120 50% 40%)';", errors: [colour] },
    { code: 'const css = `.x{color:${palette.text};background:#e3f4ea}`;', errors: [colour] },
    { code: 'const css = `.x{font-size:13px}`;', errors: [fontSize] },
    { code: 'const css = `.x{font-size: 17.5px;color:${palette.text}}`;', errors: [fontSize] },
    { code: 'const style = { fontSize: 18 };', errors: [fontSize] },
    { code: "const style = { fontSize: '14px' };", errors: [fontSize] },
    { code: "const style = { 'font-size': 14 };", errors: [fontSize] },
    { code: '<HomeOutlined style={{ fontSize: 32, color: palette.brand }} />;', errors: [fontSize] },
    { code: 'const css = `.x{font-size:12px;color:#666}`;', errors: [colour, fontSize] },
  ],
});
