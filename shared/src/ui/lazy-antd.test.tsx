import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '@portal/shared/testing';
import { Modal, Switch } from './lazy-antd';

const loaded: string[] = [];
jest.mock('antd/es/modal', () => {
  loaded.push('modal');
  return jest.requireActual('antd/es/modal');
});

describe('antd parts that load on first use', () => {
  it('a dialog that is mounted closed loads nothing until it first opens', async () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Deletar conta</button>
          <Modal open={open} title="Deletar conta?" />
        </>
      );
    }
    const { user } = await renderWithProviders(<Page />);
    await act(async () => undefined);
    expect(loaded).not.toContain('modal');
    await user.click(screen.getByRole('button', { name: 'Deletar conta' }));
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toHaveTextContent('Deletar conta?');
    expect(loaded).toContain('modal');
  });

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
