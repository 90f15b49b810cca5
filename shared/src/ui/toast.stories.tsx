import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from './button';
import { Input } from './input';
import { Modal } from './lazy-antd';
import { toast } from './toast';
import { Toaster } from './toaster';

/** A dialog taller than the screen allows, as the personal-info one is on a phone. */
function DialogWithToast() {
  return (
    <>
      <Modal open title="Informações pessoais" footer={null} onCancel={() => undefined}>
        <div style={{ display: 'grid', gap: 12 }}>
          {['Nome completo', 'Email', 'Telefone', 'CPF/CNPJ', 'Rua', 'Número', 'Bairro', 'Cidade', 'Estado'].map((label) => (
            <label key={label} style={{ display: 'grid', gap: 4 }}>
              {label}
              <Input />
            </label>
          ))}
          <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
            <Button>Cancelar</Button>
            <Button type="primary">Salvar alterações</Button>
          </div>
        </div>
      </Modal>
      <Toaster />
    </>
  );
}

const meta = {
  title: 'Fundamentos/Componentes/Aviso flutuante (toast)',
  component: DialogWithToast,
  // On the docs page each story gets its own frame: the dialog covers the screen it opens on.
  parameters: { docs: { story: { inline: false, height: '700px' } } },
} satisfies Meta<typeof DialogWithToast>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The toast sits at the bottom, above the bottom bar; the dialog ends above it, its content
 * scrolling inside, so the toast covers neither its title and close button nor its buttons.
 */
export const ErrorOverAnOpenDialog: Story = {
  name: 'Erro sobre um diálogo aberto',
  play: () => {
    toast.show({ title: 'Erro ao salvar', description: 'Não foi possível salvar as alterações. Tente novamente.', variant: 'error' });
  },
};
