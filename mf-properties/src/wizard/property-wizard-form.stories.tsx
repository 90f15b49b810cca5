import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EMPTY_WIZARD_VALUES } from './property-schema';
import type { PropertyWizardValues } from './property-wizard';
import { PropertyWizardForm } from './property-wizard-form';

const DETAILS: PropertyWizardValues = {
  ...EMPTY_WIZARD_VALUES,
  location_type: 'litoral',
  property_type: 'casa',
  address_postal_code: '28950-000',
  address_street: 'Rua das Pedras',
  address_number: '120',
  address_neighborhood: 'Centro',
  address_city: 'Armação dos Búzios',
  address_state: 'RJ',
  bedrooms: 3,
  bathrooms: 2,
  guest_capacity: 6,
  area_sqm: 140.5,
  has_garage: true,
};

const LISTING: PropertyWizardValues = {
  ...DETAILS,
  property_name: 'Casa da Praia em Búzios',
  description:
    'Casa ampla a duas quadras da Rua das Pedras, com varanda gourmet, piscina e vista para o mar. Ideal para famílias: três suítes, cozinha equipada e garagem para dois carros.',
  amenities: ['wifi', 'piscina', 'vista-mar', 'cozinha-equipada', 'Lareira', 'Ofurô'],
  house_rules_options: ['rule-permite-criancas', 'rule-silencio-noturno'],
  house_rules: 'Check-in a partir das 14h e check-out até as 11h.',
};

const meta = {
  title: 'Propriedades/Cadastro da propriedade/Formulário',
  component: PropertyWizardForm,
  args: {
    mode: 'create',
    storedName: null,
    initialValues: EMPTY_WIZARD_VALUES,
    step: 0,
    saveState: 'idle',
    busy: null,
    onValuesChange: fn(),
    onNext: fn(),
    onBack: fn(),
    onFinish: fn(),
    onGoToStep: fn(),
    onLeave: fn(),
  },
  // The page adds no inset of its own: the layout's <main> gives it its width and 16 px edges.
  decorators: [(Story) => <div style={{ maxWidth: 960, margin: '0 auto', padding: '12px 16px 24px' }}><Story /></div>],
} satisfies Meta<typeof PropertyWizardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 of a new registration, nothing typed yet (phone). */
export const DetailsEmpty: Story = { name: 'Detalhes vazios' };

/** 'Próximo' with the required fields empty: the toast, and each field in red with its message. */
export const DetailsWithErrors: Story = {
  name: 'Detalhes com erros',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo' }));
    await expect(await canvas.findByText('Rua: campo obrigatório')).toBeInTheDocument();
    await expect(canvas.getByText('Tipo de localização: campo obrigatório')).toBeInTheDocument();
  },
};

/** Errors shown from the start, for review without interaction. */
export const DetailsErrorsShown: Story = { name: 'Detalhes, erros à vista', args: { initialErrorsShown: true, initialValues: { ...DETAILS, address_street: '', guest_capacity: 0, location_type: null } } };

export const DetailsFilled: Story = { name: 'Detalhes preenchidos', args: { initialValues: DETAILS } };

/** 'Chalé, Cabana ou Outro' asks to specify the type. */
export const DetailsOtherType: Story = { name: 'Detalhes, outro tipo', args: { initialValues: { ...DETAILS, location_type: 'montanha', property_type: 'outro', property_type_other: 'Chalé' } } };

/** Leaving step 1: the draft row is being created. */
export const DetailsCreatingDraft: Story = { name: 'Detalhes, criando rascunho', args: { initialValues: DETAILS, busy: 'next' } };

/** Step 2 right after the draft was created: the listing to prepare. */
export const ListingEmpty: Story = { name: 'Anúncio vazio', args: { step: 1, initialValues: DETAILS, saveState: 'saved' } };

/** 'Finalizar Cadastro' with the listing incomplete. */
export const ListingWithErrors: Story = {
  name: 'Anúncio com erros',
  args: { step: 1, initialValues: { ...DETAILS, description: 'Casa perto da praia.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Finalizar Cadastro' }));
    await expect(await canvas.findByText('Nome da propriedade: campo obrigatório')).toBeInTheDocument();
    await expect(canvas.getByText('A descrição deve ter pelo menos 100 caracteres')).toBeInTheDocument();
  },
};

export const ListingErrorsShown: Story = { name: 'Anúncio, erros à vista', args: { step: 1, initialErrorsShown: true, initialValues: { ...DETAILS, description: 'Casa perto da praia.' } } };

/** Everything filled, custom amenities included. */
export const ListingFilled: Story = { name: 'Anúncio preenchido', args: { step: 1, initialValues: LISTING } };

export const AutosaveSaving: Story = { name: 'Salvamento automático, salvando', args: { step: 1, initialValues: LISTING, saveState: 'saving' } };
export const AutosaveSaved: Story = { name: 'Salvamento automático, salvo', args: { step: 1, initialValues: LISTING, saveState: 'saved' } };
/** The last autosave failed: the changes stay in this browser. */
export const AutosaveError: Story = { name: 'Salvamento automático, erro', args: { step: 1, initialValues: LISTING, saveState: 'error' } };

export const Finishing: Story = { name: 'Finalizando', args: { step: 1, initialValues: LISTING, busy: 'finish' } };
/** Finished: buttons stay disabled until the redirect. */
export const Finished: Story = { name: 'Finalizado', args: { step: 1, initialValues: LISTING, busy: 'done' } };

/** `?edit={id}`: 'Editando: {name}' and 'Salvar Alterações'. */
export const EditMode: Story = { name: 'Edição', args: { mode: 'edit', storedName: 'Casa da Praia em Búzios', initialValues: LISTING } };
export const EditModeListing: Story = { name: 'Edição, anúncio', args: { mode: 'edit', storedName: 'Casa da Praia em Búzios', initialValues: LISTING, step: 1 } };
/** Editing a draft that has no name yet. */
export const EditUnnamedDraft: Story = { name: 'Edição de rascunho sem nome', args: { mode: 'edit', storedName: null, initialValues: DETAILS, saveState: 'saving' } };

export const Mobile: Story = { name: 'Celular', args: { step: 1, initialValues: LISTING, saveState: 'saved' }, globals: { viewport: { value: 'phone390' } } };
export const Desktop: Story = { name: 'Computador', args: { initialValues: DETAILS }, globals: { viewport: { value: 'desktop' } } };
export const DesktopListing: Story = { name: 'Anúncio, computador', args: { step: 1, initialValues: LISTING, saveState: 'error' }, globals: { viewport: { value: 'desktop' } } };
