import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import type { ReactNode } from 'react';
import { HomeOutlined } from '@ant-design/icons';
import { Button } from './button';
import { chartColors, controlHeight, elevation, fontSize, fontWeight, iconSize, palette, radius, space, tones } from './palette';

/**
 * The portal's foundations, drawn from the tokens every component and every area reads
 * (shared/src/ui/palette.ts). Change a token there and this page, antd's theme and all the
 * screens change with it; apps never write a colour or a pixel font size of their own.
 */
function Foundations({ children }: { children?: ReactNode }) {
  return <div style={{ padding: space.lg, display: 'grid', gap: space.xl, color: palette.text }}>{children}</div>;
}

const meta = {
  title: 'Fundamentos/Tokens',
  component: Foundations,
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof Foundations>;

export default meta;
type Story = StoryObj<typeof meta>;

const label = { fontSize: fontSize.note, color: palette.textSecondary } as const;
const code = { fontSize: fontSize.caption, color: palette.textSecondary, fontFamily: 'ui-monospace, monospace' } as const;
const heading = { margin: 0, fontSize: fontSize.heading, fontWeight: fontWeight.heading } as const;

function Swatch({ name, value }: { name: string; value: string }) {
  return (
    <div style={{ display: 'grid', gap: space.xs, minWidth: 0 }}>
      <div style={{ height: 48, borderRadius: radius.small, background: value, border: `1px solid ${palette.surfaceBorder}` }} />
      <strong style={{ fontSize: fontSize.small, overflowWrap: 'anywhere' }}>{name}</strong>
      <span style={code}>{value}</span>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ display: 'grid', gap: space.md }}>
      <h2 style={heading}>{title}</h2>
      {children}
    </section>
  );
}

/** One token per line: its name and value, then what it looks like. */
function TokenRow({ token, children }: { token: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: space.md, flexWrap: 'wrap' }}>
      <span style={{ ...code, width: 150 }}>{token}</span>
      {children}
    </div>
  );
}

const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: space.md } as const;

/** Every colour by its role (`palette`), and the booking channels' colours in charts (`chartColors`). */
export const Cores: Story = {
  name: 'Cores',
  render: () => (
    <Foundations>
      <Section title="Cores por papel">
        <div style={grid}>
          {Object.entries(palette).map(([name, value]) => (
            <Swatch key={name} name={`palette.${name}`} value={value} />
          ))}
        </div>
      </Section>
      <Section title="Gráficos">
        <div style={grid}>
          {Object.entries(chartColors).map(([name, value]) => (
            <Swatch key={name} name={`chartColors.${name}`} value={value} />
          ))}
        </div>
      </Section>
    </Foundations>
  ),
};

/** The status tones (`tones`): badges, calendar days and notices put a tone's text on its background (4.5:1 or more). */
export const Tons: Story = {
  name: 'Tons de status',
  render: () => (
    <Foundations>
      <Section title="Tons de status">
        <div style={{ display: 'grid', gap: space.sm }}>
          {Object.entries(tones).map(([name, tone]) => (
            <div key={name} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.md }}>
              <span style={{ padding: `${space.xxs}px ${space.md}px`, borderRadius: radius.pill, background: tone.background, color: tone.text, fontSize: fontSize.caption, fontWeight: fontWeight.strong }}>
                tones.{name}
              </span>
              <span style={{ padding: `${space.sm}px ${space.md}px`, borderRadius: radius.control, background: tone.tint, border: `1px solid ${tone.border}`, color: palette.text, fontSize: fontSize.small }}>
                Aviso com o tom {name}
              </span>
            </div>
          ))}
        </div>
      </Section>
    </Foundations>
  ),
};

/** The type scale by role (`fontSize`, `fontWeight`) and the icon sizes (`iconSize`). */
export const Tipografia: Story = {
  name: 'Tipografia',
  render: () => (
    <Foundations>
      <Section title="Escala de texto">
        {Object.entries(fontSize).map(([name, size]) => (
          <TokenRow key={name} token={`fontSize.${name} · ${size}px`}>
            <span style={{ fontSize: size, fontWeight: name === 'heading' ? fontWeight.heading : undefined }}>Receita de março</span>
          </TokenRow>
        ))}
      </Section>
      <Section title="Pesos">
        {Object.entries(fontWeight).map(([name, weight]) => (
          <TokenRow key={name} token={`fontWeight.${name} · ${weight}`}>
            <span style={{ fontWeight: weight, fontSize: fontSize.body }}>Minhas Propriedades</span>
          </TokenRow>
        ))}
      </Section>
      <Section title="Ícones">
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: space.xl }}>
          {Object.entries(iconSize).map(([name, size]) => (
            <div key={name} style={{ display: 'grid', justifyItems: 'center', gap: space.xs }}>
              <HomeOutlined aria-hidden style={{ fontSize: size, color: palette.brand }} />
              <span style={code}>
                iconSize.{name} · {size}px
              </span>
            </div>
          ))}
        </div>
      </Section>
    </Foundations>
  ),
};

/** Spacing steps (`space`), corner radii (`radius`), control heights (`controlHeight`) and shadows (`elevation`). */
export const EspacosECantos: Story = {
  name: 'Espaços, cantos, alturas e sombras',
  render: () => (
    <Foundations>
      <Section title="Espaçamento">
        {Object.entries(space).map(([name, size]) => (
          <TokenRow key={name} token={`space.${name} · ${size}px`}>
            <span style={{ width: size, height: space.lg, background: palette.brand, borderRadius: 2 }} />
          </TokenRow>
        ))}
      </Section>
      <Section title="Cantos">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: space.lg }}>
          {Object.entries(radius).map(([name, size]) => (
            <div key={name} style={{ display: 'grid', gap: space.xs, justifyItems: 'center' }}>
              <div style={{ width: 72, height: 48, borderRadius: size, background: palette.surface, border: `1px solid ${palette.border}` }} />
              <span style={code}>
                radius.{name} · {size}px
              </span>
            </div>
          ))}
        </div>
      </Section>
      <Section title="Alturas de botões e campos">
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: space.md }}>
          <Button size="small">Pequeno · {controlHeight.small}px</Button>
          <Button>Médio · {controlHeight.middle}px</Button>
          <Button type="primary" size="large">
            Grande · {controlHeight.large}px
          </Button>
        </div>
        <p style={{ ...label, margin: 0 }}>Um toque no celular precisa de pelo menos {controlHeight.touch}px de altura (controlHeight.touch).</p>
      </Section>
      <Section title="Sombras">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: space.lg, padding: space.sm }}>
          {Object.entries(elevation).map(([name, shadow]) => (
            <div key={name} style={{ display: 'grid', placeItems: 'center', width: 140, height: 72, borderRadius: radius.card, background: palette.surface, boxShadow: shadow }}>
              <span style={code}>elevation.{name}</span>
            </div>
          ))}
        </div>
      </Section>
    </Foundations>
  ),
};
