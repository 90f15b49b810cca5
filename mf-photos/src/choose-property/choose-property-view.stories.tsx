import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { propertyRow } from '../testing/fixtures';
import { chooserContent } from './chooser';
import { ChoosePropertyView } from './choose-property-view';

const PROPERTIES = [
  propertyRow({ id: 'a', property_name: 'Casa da Praia', bedrooms: 3, guest_capacity: 6 }),
  propertyRow({ id: 'b', property_name: 'Apartamento Centro', property_type: 'apartamento', bedrooms: 1, guest_capacity: 2, address_city: 'Curitiba', address_state: 'PR' }),
  propertyRow({ id: 'c', property_name: 'Chalé Vista Verde', property_type: 'outro', property_type_other: 'Chalé', bedrooms: 2, guest_capacity: 4, address_city: 'Campos do Jordão', address_state: 'SP' }),
];
const none = new Set<string>();

/** A stand-in picture of a given colour (stories have no bucket to sign from). */
const picture = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" fill="${color}"/><path d="M20 120 70 60l30 36 20-20 30 44z" fill="#fff" opacity=".7"/></svg>`)}`;

const meta = {
  title: 'Fotos/Escolher propriedade',
  component: ChoosePropertyView,
  args: {
    view: { state: 'ready', ...chooserContent(PROPERTIES, [], none) },
    selectedId: null,
    onSelect: fn(),
    onContinue: fn(),
    onBack: fn(),
    onRegister: fn(),
    onSeeSessions: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 960, margin: '0 auto', padding: '12px 16px 24px' }}><Story /></div>],
} satisfies Meta<typeof ChoosePropertyView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several properties, none chosen yet: 'Continuar' is off. */
export const NothingChosen: Story = { name: 'Nada escolhido' };
export const Chosen: Story = { name: 'Escolhida', args: { selectedId: 'b' } };
/** Main photos from the property registration; the property without one keeps the empty box. */
export const WithMainPhotos: Story = { name: 'Com fotos principais', args: { selectedId: 'a', thumbnails: { a: picture('#4f8f83'), c: picture('#a06a3b') } } };
/** A booking kept offline: 'Fotos Agendadas', and it cannot be chosen. */
export const WithBookingWaitingOffline: Story = { name: 'Com agendamento esperando conexão', args: { view: { state: 'ready', ...chooserContent(PROPERTIES, [], new Set(['a'])) }, selectedId: 'b' } };
export const AllPhotographed: Story = { name: 'Todas fotografadas', args: { view: { state: 'ready', options: [], hasFinishedProperties: true } } };
export const NoFinishedProperty: Story = { name: 'Nenhuma propriedade finalizada', args: { view: { state: 'ready', options: [], hasFinishedProperties: false } } };
export const Loading: Story = { name: 'Carregando', args: { view: { state: 'loading' } } };
export const LoadFailed: Story = { name: 'Erro ao carregar', args: { view: { state: 'error', message: 'Erro ao carregar sessões', retry: fn() } } };
export const Desktop: Story = { name: 'Computador', args: Chosen.args, globals: { viewport: { value: 'desktop' } } };
