import { screen } from '@testing-library/react';
import { renderProperties } from '../testing/render-properties';
import { PropertyPhotosSection } from './property-photos-section';

jest.mock('@portal/shared/supabase', () => jest.requireActual('../testing/fake-supabase').fakeSupabaseModule);

// The photo area's chunk fails to download once (the owner's connection dropped), then arrives.
let downloads = 0;
jest.mock('../property-photos/photo-area', () => {
  downloads += 1;
  if (downloads === 1) throw new Error('Loading chunk 6599 failed.');
  return { __esModule: true, default: () => <p>área de fotos</p> };
});

describe('the photos section', () => {
  it('a failed download of the photo area costs only the area, and the owner can try again', async () => {
    // React reports the caught error on the console.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderProperties(<PropertyPhotosSection userId="u1" propertyId="draft-1" visible />);
    expect(await screen.findByText('Não foi possível abrir a área de fotos.')).toBeInTheDocument();
    expect(screen.getByText('Fotografe com luz natural, de dia, com cortinas abertas.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('área de fotos')).toBeInTheDocument();
    expect(downloads).toBe(2);
    consoleError.mockRestore();
  });
});
