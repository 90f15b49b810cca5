import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// No delay between keystrokes: the fields are plain DOM, nothing waits on timing.
const user = userEvent.setup({ delay: null });
import { Input } from './input';

describe('Input', () => {
  it('is a labelled text field that shows its status', async () => {
    const onChange = jest.fn();
    render(
      <>
        <label htmlFor="email">email</label>
        <Input id="email" status="error" aria-invalid onChange={(event) => onChange(event.target.value)} />
      </>,
    );
    const field = screen.getByLabelText('email');
    expect(field).toHaveClass('portal-input', 'portal-input-error');
    await user.type(field, 'a@b.com');
    expect(onChange).toHaveBeenLastCalledWith('a@b.com');
  });

  it('puts a prefix and a suffix inside the field', () => {
    render(<Input aria-label="valor" prefix="R$" suffix="/noite" />);
    expect(screen.getByText('R$')).toBeInTheDocument();
    expect(screen.getByText('/noite')).toBeInTheDocument();
    expect(screen.getByLabelText('valor').parentElement).toHaveClass('portal-input-affix');
  });

  it('a password field hides what was typed until the owner asks to see it', async () => {
    render(
      <>
        <label htmlFor="senha">senha</label>
        <Input.Password id="senha" />
      </>,
    );
    const field = screen.getByLabelText('senha');
    await user.type(field, 'Segredo@1');
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveValue('Segredo@1');
    await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(field).toHaveAttribute('type', 'password');
  });

  it('a disabled password field cannot be revealed', () => {
    render(<Input.Password aria-label="senha" disabled />);
    expect(screen.getByRole('button', { name: 'Mostrar senha' })).toBeDisabled();
  });

  it('a text area takes several lines', async () => {
    render(<Input.TextArea aria-label="descrição" />);
    const area = screen.getByLabelText('descrição');
    expect(area).toHaveAttribute('rows', '4');
    await user.type(area, 'linha 1{enter}linha 2');
    expect(area).toHaveValue('linha 1\nlinha 2');
  });
});
