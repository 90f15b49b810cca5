import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { Modal, Switch } from './lazy-antd';

describe('antd parts that load on first use', () => {
  it("arrive inside antd's pt-BR locale and the portal theme", async () => {
    await renderWithProviders(
      <Modal open title="Excluir propriedade?">
        Esta ação não pode ser desfeita.
      </Modal>,
    );
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toHaveTextContent('Excluir propriedade?');
    // antd's own buttons speak Portuguese only when its locale provider is around them.
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('keep their props and behaviour', async () => {
    const onChange = jest.fn();
    const { user } = await renderWithProviders(<Switch aria-label="Lembretes" onChange={onChange} />);
    await user.click(await screen.findByRole('switch', { name: 'Lembretes' }, { timeout: 5000 }));
    expect(onChange).toHaveBeenCalledWith(true, expect.anything());
  });
});
