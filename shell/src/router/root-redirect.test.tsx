import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from '@portal/shared/router';
import { createPortalStore } from '@portal/shared/store';
import { renderWithProviders, SIGNED_IN, SIGNED_OUT } from '@portal/shared/testing';
import { RootRedirect } from './root-redirect';

function Arrived({ name }: { name: string }) {
  const { hash } = useLocation();
  return <h1>{`${name}${hash}`}</h1>;
}

function renderRoot(route: string, preloadedState: object) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<RootRedirect />} />
      <Route path="/auth" element={<Arrived name="/auth" />} />
      <Route path="/dashboard" element={<Arrived name="/dashboard" />} />
    </Routes>,
    { route, store: createPortalStore(preloadedState) },
  );
}

const USED_LINK = '#error=access_denied&error_code=otp_expired&error_description=Email%20link%20is%20invalid%20or%20has%20expired';

describe('RootRedirect', () => {
  it.each([
    ['a signed-out visit goes to /auth', '/', SIGNED_OUT, '/auth'],
    ['a signed-in owner goes to the dashboard', '/', SIGNED_IN, '/dashboard'],
    ['a used sign-up confirmation link keeps its error on the way to /auth, where it is explained', `/${USED_LINK}`, SIGNED_OUT, `/auth${USED_LINK}`],
    ['any other hash is left behind', '/#qualquer-coisa', SIGNED_OUT, '/auth'],
  ] as const)('%s', async (_case, route, state, arrival) => {
    await renderRoot(route, state);
    expect(await screen.findByRole('heading', { name: arrival })).toBeInTheDocument();
  });
});
