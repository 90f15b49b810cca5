import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { derivePropertyOnboarding, type PhotoSessionRow, type ProfileRow, type PropertyRow } from '@portal/shared/domain';
import { Card, FormField, Select } from '@portal/shared/ui';
import { NoProperties } from './progress-pages';
import { ProgressView } from './progress-view';

const profile = {
  full_name: 'Ana Souza', email: 'ana@exemplo.com', phone: '(11) 98765-4321', document: '529.982.247-25', document_type: 'cpf',
  bank_name: 'Nubank', bank_agency: '0001', bank_account: '12345-6', bank_account_type: 'corrente',
} as ProfileRow;
const property = (over: Partial<PropertyRow> = {}) => ({ id: 'p1', property_name: 'Casa da Praia', is_draft: false, is_verified: false, description: null, amenities: [], ...over }) as PropertyRow;
const session = (status: PhotoSessionRow['status']) => [{ property_id: 'p1', status } as PhotoSessionRow];

const selector = (
  <FormField label="Propriedade" htmlFor="story-property" style={{ marginBottom: 0 }}>
    <Select id="story-property" style={{ width: '100%' }} value="p1" options={[{ value: 'p1', label: 'Casa da Praia' }, { value: 'p2', label: 'Chalé da Serra' }]} />
  </FormField>
);

const meta = {
  title: 'Início/Onboarding/Progresso',
  component: ProgressView,
  args: {
    progress: derivePropertyOnboarding({ profile: null, property: null, photoSessions: [] }),
    propertyId: null,
    estimatedCompletion: '2025-03-18T12:00:00.000Z',
    onNavigate: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 16, maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof ProgressView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 0 %: nothing saved yet. */
export const NothingDone: Story = { name: 'Nada feito' };
/** 50 %: a finished property waiting for its photo session. */
export const Halfway: Story = {
  name: 'Na metade',
  args: { progress: derivePropertyOnboarding({ profile, property: property(), photoSessions: [] }), propertyId: 'p1', selector, estimatedCompletion: '2025-03-12T12:00:00.000Z' },
};
export const SessionBooked: Story = { name: 'Sessão agendada', args: { progress: derivePropertyOnboarding({ profile, property: property(), photoSessions: session('pending') }), propertyId: 'p1' } };
export const AwaitingApproval: Story = { name: 'Aguardando aprovação', args: { progress: derivePropertyOnboarding({ profile, property: property(), photoSessions: session('completed') }), propertyId: 'p1' } };
/** 100 %: the congratulations card with 'Ver Calendário'. */
export const Complete: Story = { name: 'Completo', args: { progress: derivePropertyOnboarding({ profile, property: property({ is_verified: true }), photoSessions: session('completed') }), propertyId: 'p1' } };
export const Empty: Story = {
  name: 'Vazio',
  render: () => <NoProperties onRegister={fn()} />,
};
export const Loading: Story = {
  name: 'Carregando',
  render: () => (
    <Card aria-busy="true">
      <span>Carregando progresso...</span>
    </Card>
  ),
};
export const Mobile: Story = { name: 'Celular', args: Halfway.args, globals: { viewport: { value: 'phone390' } } };
export const Desktop: Story = { name: 'Computador', args: Halfway.args, globals: { viewport: { value: 'desktop' } } };
