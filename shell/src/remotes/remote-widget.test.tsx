import { render, screen } from '@testing-library/react';
import { StoryProviders } from '@portal/shared/testing';
import { loadExposed } from './remote-modules';
import { RemoteWidget } from './remote-widget';

jest.mock('./remote-modules', () => ({ loadExposed: jest.fn() }));

function settled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

describe('RemoteWidget', () => {
  it("shows the remote's widget in a section named after it", async () => {
    jest.mocked(loadExposed).mockReturnValue(settled({ widgets: { 'photo-alerts': () => <p>Sessão de fotos agendada</p> } }) as never);
    render(<RemoteWidget remote="mf-photos" name="photo-alerts" />, { wrapper: StoryProviders });
    const section = await screen.findByRole('region', { name: 'photo-alerts' });
    expect(section).toHaveTextContent('Sessão de fotos agendada');
    expect(loadExposed).toHaveBeenCalledWith('mf-photos', 'widgets');
  });
});
