import { NextRoute } from '@portal/shared/testing';
import { act, screen } from '@testing-library/react';
import { Route, Routes } from '@portal/shared/router';
import { networkFailure, type FakeHandler } from '../testing/fake-supabase';
import { draftRow, propertyRow } from '../testing/fixtures';
import { renderProperties } from '../testing/render-properties';
import { PropertyRedirectPage } from './property-redirect-page';

/** The spec's 2 s before a load error goes back to the list. */
const NOT_FOUND_REDIRECT_MS = 2000;

jest.mock('@portal/shared/supabase', () => jest.requireActual('../testing/fake-supabase').fakeSupabaseModule);


async function open(route: string, supabase: FakeHandler) {
  return renderProperties(
    <Routes>
      <Route path="/propriedade/:propertyId" element={<PropertyRedirectPage />} />
      <Route path="/property/:id" element={<PropertyRedirectPage />} />
      <Route path="*" element={<NextRoute />} />
    </Routes>,
    { route, supabase },
  );
}

describe('/propriedade/{id} and /property/{id}', () => {
  it('waits with a spinner while it looks the property up', async () => {
    await open('/propriedade/prop-1', () => new Promise(() => undefined));
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
  });

  it.each([
    ['/propriedade/draft-1', 'a draft', '/cadastro-imovel/etapas?edit=draft-1', draftRow()],
    ['/propriedade/prop-1', 'an active property', '/propriedade/prop-1/calendario', propertyRow()],
    ['/propriedade/prop-1', 'a property awaiting review', '/propriedade/prop-1/calendario', propertyRow({ is_verified: false })],
    ['/property/draft-1', 'a draft (other reading)', '/cadastro-imovel/etapas?edit=draft-1', draftRow()],
    ['/property/prop-1', 'a finished property (other reading)', '/propriedade/prop-1/calendario', propertyRow()],
  ])('%s: %s goes to %s', async (route, _case, target, row) => {
    const { supabase } = await open(route, () => ({ data: row }));
    expect(await screen.findByText(`rota: ${target}`)).toBeInTheDocument();
    expect(supabase.requests[0]).toMatchObject({ table: 'properties', filters: { id: row.id, user_id: 'u1' } });
  });

  it.each([
    ['missing or not the owner’s', (() => ({ data: null })) as FakeHandler],
    ['whose read is refused', (() => ({ error: { message: 'denied', code: '42501' }, status: 403 })) as FakeHandler],
    ['with an id that cannot exist', (() => ({ error: { message: 'invalid input syntax for type uuid', code: '22P02' }, status: 400 })) as FakeHandler],
  ])('a property %s: toasts, says so and returns to /propriedades after 2 s', async (_case, handler) => {
    jest.useFakeTimers();
    try {
      await open('/propriedade/abc', handler);
      // The answer arrives within a few ticks; the 2 s count from then.
      await act(async () => {
        await jest.advanceTimersByTimeAsync(50);
      });
      expect(screen.getByRole('heading', { level: 1, name: 'Propriedade não encontrada' })).toBeInTheDocument();
      // The toast says it too.
      expect(await screen.findAllByText('Verifique o link e tente novamente.')).toHaveLength(2);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(NOT_FOUND_REDIRECT_MS - 100);
      });
      expect(screen.queryByText('rota: /propriedades')).not.toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      expect(screen.getByText('rota: /propriedades')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("'Voltar às propriedades' does not wait", async () => {
    const { user } = await open('/propriedade/abc', () => ({ data: null }));
    await user.click(await screen.findByRole('button', { name: 'Voltar às propriedades' }));
    expect(screen.getByText('rota: /propriedades')).toBeInTheDocument();
  });

  it('a request that never completes ends on the list as well, after its retries', async () => {
    jest.useFakeTimers();
    try {
      await open('/propriedade/prop-1', () => networkFailure());
      // Reads are retried 3 times, 1 s, 2 s and 4 s apart, before the screen gives up.
      await act(async () => {
        await jest.advanceTimersByTimeAsync(7_100);
      });
      expect(screen.getByRole('heading', { level: 1, name: 'Propriedade não encontrada' })).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(NOT_FOUND_REDIRECT_MS);
      });
      expect(screen.getByText('rota: /propriedades')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
