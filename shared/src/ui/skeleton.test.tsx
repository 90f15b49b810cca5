import { render, screen } from '@testing-library/react';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it.each([
    [{}, 4],
    [{ paragraph: { rows: 2 }, title: false }, 2],
    [{ paragraph: false }, 1],
    [{ paragraph: { rows: 6 } }, 7],
  ])('%j draws %i lines', (props, lines) => {
    const { container } = render(<Skeleton {...props} />);
    expect(container.querySelectorAll('.portal-skeleton-bar')).toHaveLength(lines);
  });

  it('tells assistive technology that content is loading', () => {
    render(<Skeleton active avatar />);
    expect(screen.getByRole('status', { name: 'Carregando' })).toHaveAttribute('aria-busy', 'true');
  });

  it('has a placeholder the size of a value', () => {
    render(<Skeleton.Input active size="small" aria-label="Carregando total" />);
    expect(screen.getByRole('status', { name: 'Carregando total' })).toHaveClass('portal-skeleton-input-small', 'portal-skeleton-active');
  });
});
