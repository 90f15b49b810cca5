import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { SettingOutlined } from '@ant-design/icons';
import { AreaInPreparation } from './area-in-preparation';
import { Button } from './button';
import { Card } from './card';
import { Page } from './page';
import { fontSize, palette, radius } from './palette';

/**
 * As inside the shell's layout: its <main> gives the width and the 16 px edges, the quick menu and
 * the alerts sit above the page, and the page adds no inset, so all of them share the same edges.
 */
const layoutEdges = { maxWidth: 960, margin: '0 auto', padding: '12px 16px 24px' };
const layoutAbove = (
  <div aria-hidden style={{ height: 56, border: `1px dashed ${palette.border}`, borderRadius: radius.card, marginBottom: 12, display: 'grid', placeItems: 'center', color: palette.textSecondary, fontSize: fontSize.caption }}>
    menu rápido e alertas (layout)
  </div>
);

const content = <Card>O conteúdo da página ocupa toda a largura do layout.</Card>;

const meta = {
  title: 'Fundamentos/Componentes/Página',
  component: Page,
  args: { title: 'Minha Conta', children: content },
  decorators: [
    (Story) => (
      <div style={layoutEdges}>
        {layoutAbove}
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = { name: 'Só título' };
export const WithSubtitle: Story = { name: 'Com subtítulo', args: { subtitle: 'Gerencie suas informações e configurações' } };
/** On a phone the action goes under the subtitle: the title and subtitle keep the whole width. */
export const WithActionsOnPhone: Story = {
  name: 'Com ações no celular',
  args: {
    title: 'Central de Notificações',
    subtitle: 'Acompanhe todas as atualizações sobre seu progresso e propriedades',
    actions: <Button icon={<SettingOutlined />} onClick={fn()}>Configurações</Button>,
  },
};
/** Where there is room the action sits beside the title. */
export const WithActionsOnDesktop: Story = { name: 'Com ações no computador', ...WithActionsOnPhone, globals: { viewport: { value: 'desktop' } } };
export const WithWayBack: Story = {
  name: 'Com voltar',
  args: {
    title: 'Dados Bancários',
    back: { label: 'Voltar', onClick: fn() },
    children: <Card style={{ maxWidth: 560 }}>Um formulário curto pode ter uma coluna mais estreita, alinhada à esquerda sob o título.</Card>,
  },
};
export const LongTitleOnPhone: Story = { name: 'Título longo no celular', args: { title: 'Calendário da propriedade Chalé da Serra em Monte Verde', subtitle: 'Bloqueios e reservas do mês' } };
/** What the remotes still to be built show: their title where the built page will have it. */
export const UnbuiltArea: Story = { name: 'Área em preparação', render: () => <AreaInPreparation title="Financeiro" /> };
