import { routes } from './routes';

// The shell learns this remote's routes from package.json (app-config.json is written from it) and then looks
// each one up in ./routes: the two lists must name the same things. This remote has no dashboard widget.
const { portal } = jest.requireActual<{ portal: { routes: string[]; widgets: string[] } }>('../package.json');

describe('the remote’s public face', () => {
  it('exposes a route for every pattern it declares, and no other', () => {
    expect(routes.map((route) => route.path).sort()).toEqual([...portal.routes].sort());
    expect(portal.routes).toEqual(
      expect.arrayContaining(['/calendario', '/calendario/selecionar-propriedade', '/propriedade/:propertyId/calendario', '/propriedade/:propertyId/reservas']),
    );
    for (const route of routes) expect(route.Component).toBeDefined();
  });

  it('declares no widget', () => {
    expect(portal.widgets).toEqual([]);
  });
});
