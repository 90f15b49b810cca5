import { render, screen } from '@testing-library/react';
import { Badge } from './badge';

describe('Badge', () => {
  it.each([
    [{ count: 3 }, '3'],
    [{ count: 120 }, '99+'],
    [{ count: 12, overflowCount: 9 }, '9+'],
    [{ count: 0, showZero: true }, '0'],
  ])('%j reads %s', (props, text) => {
    render(<Badge aria-label="não lidas" {...props} />);
    expect(screen.getByLabelText('não lidas')).toHaveTextContent(text);
  });

  it('shows nothing for zero unless asked', () => {
    const { container } = render(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});
