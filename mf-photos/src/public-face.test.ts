import { routes } from './routes';
import { widgets } from './widgets';

// The shell learns this remote's routes and widgets from package.json (app-config.json is written from it) and then
// looks each one up by name in ./routes and ./widgets: the two lists must name the same things.
const { portal } = jest.requireActual<{ portal: { routes: string[]; widgets: string[] } }>('../package.json');

describe('the remote’s public face', () => {
  it('exposes a real screen for every route it declares, and no other', () => {
    expect(routes.map((route) => route.path).sort()).toEqual([...portal.routes].sort());
    expect(portal.routes).toEqual(
      expect.arrayContaining([
        '/sessao-fotos-intro',
        '/escolher-propriedade-fotos',
        '/agendamento-fotos',
        '/agendamento-sessao-fotos',
        '/confirmacao-fotos',
        '/confirmacao-sessao-fotos',
        '/sessao-fotos-confirmacao',
        '/feedback-sessao-fotos',
      ]),
    );
    for (const route of routes) expect(route.Component).toBeDefined();
  });

  it("exposes the widgets 'photo-alerts' and 'offline-queue' it declares", () => {
    expect(Object.keys(widgets)).toEqual(portal.widgets);
    expect(portal.widgets).toEqual(['photo-alerts', 'offline-queue']);
  });
});
