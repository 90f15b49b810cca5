import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// No delay between keystrokes: the fields are plain DOM, nothing waits on timing.
const user = userEvent.setup({ delay: null });
import { Button } from './button';

describe('Button', () => {
  it('is a plain button unless it submits its form', async () => {
    const submit = jest.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => submit(event.nativeEvent)}>
        <Button>Cancelar</Button>
        <Button type="primary" htmlType="submit">
          Salvar
        </Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveAttribute('type', 'button');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(submit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it.each([
    [{ type: 'primary' as const }, ['portal-btn-primary']],
    [{ type: 'link' as const, size: 'small' as const }, ['portal-btn-link', 'portal-btn-small']],
    [{ danger: true, block: true, size: 'large' as const }, ['portal-btn-default', 'portal-btn-danger', 'portal-btn-block', 'portal-btn-large']],
  ])('takes antd’s look props %j', (props, classes) => {
    render(<Button {...props}>Ação</Button>);
    expect(screen.getByRole('button', { name: 'Ação' })).toHaveClass('portal-btn', ...classes);
  });

  it('ignores clicks and says it is busy while loading', async () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <Button loading onClick={onClick}>
        Salvar
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Salvar' })).toHaveAttribute('aria-busy', 'true');
    rerender(<Button onClick={onClick}>Salvar</Button>);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does nothing when disabled', async () => {
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        Salvar
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('an icon-only button keeps the name it is given', () => {
    render(<Button icon={<span>☰</span>} aria-label="Menu rápido" />);
    expect(screen.getByRole('button', { name: 'Menu rápido' })).toHaveClass('portal-btn-icon-only');
  });
});
