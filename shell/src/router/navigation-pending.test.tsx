import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { createBrowserRouter, Outlet, RouterProvider } from '@portal/shared/router';
import { useNavigationPending, watchNavigations } from './navigation-pending';

function Layout() {
  const pending = useNavigationPending();
  return (
    <>
      <p>{pending ? 'carregando próxima página' : 'parado'}</p>
      <Suspense fallback={<p>Carregando...</p>}>
        <Outlet />
      </Suspense>
    </>
  );
}

describe('useNavigationPending', () => {
  it('is true while the requested page downloads, with the current page still shown', async () => {
    let arrive!: (text: string) => void;
    const remotePage = new Promise<string>((resolve) => (arrive = resolve));
    function SlowPage() {
      return <p>{use(remotePage)}</p>;
    }
    window.history.replaceState(null, '', '/');
    const router = createBrowserRouter([
      {
        element: <Layout />,
        children: [
          { path: '/', element: <p>painel</p> },
          { path: '/financeiro', element: <SlowPage /> },
        ],
      },
    ]);
    watchNavigations(router);
    render(<RouterProvider router={router} />);
    expect(screen.getByText('parado')).toBeInTheDocument();

    await act(async () => {
      await router.navigate('/financeiro');
    });
    expect(screen.getByText('carregando próxima página')).toBeInTheDocument();
    expect(screen.getByText('painel')).toBeInTheDocument();
    expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();

    await act(async () => arrive('extrato'));
    expect(await screen.findByText('extrato')).toBeInTheDocument();
    expect(screen.getByText('parado')).toBeInTheDocument();
  });
});
