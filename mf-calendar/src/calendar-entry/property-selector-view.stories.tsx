import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { propertyRow } from '../testing/fixtures';
import { PropertySelectorView } from './property-selector-view';

const PROPERTIES = [
  propertyRow({ id: 'a', property_name: 'Casa da Praia em Búzios', address_city: 'Armação dos Búzios', address_state: 'RJ' }),
  propertyRow({ id: 'b', property_name: 'Apartamento Paulista', property_type: 'apartamento', bedrooms: 1, guest_capacity: 2, address_street: 'Av. Paulista', address_number: '1000', address_neighborhood: 'Bela Vista', address_city: 'São Paulo', address_state: 'SP' }),
  propertyRow({ id: 'c', property_name: 'Chalé da Serra em Monte Verde', property_type: 'outro', property_type_other: 'Chalé', bedrooms: 2, guest_capacity: 4, address_city: 'Monte Verde', address_state: 'MG' }),
];

const meta = {
  title: 'Calendário/Escolher propriedade',
  component: PropertySelectorView,
  args: { view: { state: 'ready', properties: PROPERTIES }, onOpen: fn(), onRegister: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 960, margin: '0 auto', padding: '12px 16px 24px' }}><Story /></div>],
} satisfies Meta<typeof PropertySelectorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralProperties: Story = { name: 'Várias propriedades' };
/** No finished property: the selector's (and /calendario's) empty state. */
export const Empty: Story = { name: 'Vazio', args: { view: { state: 'ready', properties: [] } } };
export const Loading: Story = { name: 'Carregando', args: { view: { state: 'loading' } } };
export const LoadFailed: Story = { name: 'Erro ao carregar', args: { view: { state: 'error', retry: fn() } } };
export const Desktop: Story = { name: 'Computador', globals: { viewport: { value: 'desktop' } } };
