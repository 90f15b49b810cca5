/** What a remote's package.json `portal` field declares: the shell routes and draws widgets by these lists. */
export interface DeclaredFace {
  routes: string[];
  widgets: string[];
}

/**
 * The checks of every remote's public-face.test.ts. The shell learns a remote's routes and widgets from its
 * package.json (app-config.json is written from it) and then looks each one up by name in ./routes and
 * ./widgets: the two must name the same things, and the spec's routes and widgets must be among them.
 */
export function describePublicFace(
  face: { routes: ReadonlyArray<{ path?: string; Component?: unknown }>; widgets?: Record<string, unknown> },
  declared: DeclaredFace,
  spec: { routes: readonly string[]; widgets: readonly string[] },
): void {
  describe('the remote’s public face', () => {
    it('exposes a real screen for every route it declares, and no other', () => {
      expect(face.routes.map((route) => route.path).sort()).toEqual([...declared.routes].sort());
      expect(declared.routes).toEqual(expect.arrayContaining([...spec.routes]));
      for (const route of face.routes) expect(route.Component).toBeDefined();
    });

    it(spec.widgets.length === 0 ? 'declares no widget' : `exposes the dashboard widgets it declares: ${spec.widgets.join(', ')}`, () => {
      expect(Object.keys(face.widgets ?? {})).toEqual(declared.widgets);
      expect(declared.widgets).toEqual([...spec.widgets]);
    });
  });
}
