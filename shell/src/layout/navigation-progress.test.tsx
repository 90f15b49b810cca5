import { render, screen } from '@testing-library/react';
import { NavigationProgress } from './navigation-progress';

describe('NavigationProgress', () => {
  it('shows a progress bar only while the next page is pending', () => {
    const { rerender } = render(<NavigationProgress pending />);
    expect(screen.getByRole('progressbar', { name: 'Carregando página' })).toBeInTheDocument();
    rerender(<NavigationProgress pending={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
