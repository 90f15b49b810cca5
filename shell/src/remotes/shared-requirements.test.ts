import { describeUnmet, unmetSharedRequirements } from './shared-requirements';

const provided = { react: '19.3.1', '@portal/shared/ui': '1.2.0', '@portal/shared/store': '1.0.0' };
const manifest = (...shared: object[]) => ({ id: 'mf_x', shared });

describe('a remote manifest against the singletons this shell provides', () => {
  it.each([
    ['the same versions', [{ name: '@portal/shared/ui', singleton: true, requiredVersion: '^1.2.0' }], []],
    ['an older minor', [{ name: '@portal/shared/ui', singleton: true, requiredVersion: '^1.0.0' }], []],
    ['a newer minor', [{ name: '@portal/shared/ui', singleton: true, requiredVersion: '^1.3.0' }], ['@portal/shared/ui']],
    ['a newer major', [{ name: '@portal/shared/store', singleton: true, requiredVersion: '^2.0.0' }], ['@portal/shared/store']],
    ['an older major', [{ name: '@portal/shared/ui', singleton: true, requiredVersion: '^0.9.0' }], ['@portal/shared/ui']],
    ['a newer react', [{ name: 'react', singleton: true, requiredVersion: '^19.4.0' }], ['react']],
    ['a singleton this shell does not share (the remote brings it)', [{ name: 'dayjs', singleton: true, requiredVersion: '^1.11.0' }], []],
    ['a module that is not a singleton', [{ name: '@portal/shared/ui', singleton: false, requiredVersion: '^9.0.0' }], []],
  ])('%s', (_case, shared, unmet) => {
    expect(unmetSharedRequirements(manifest(...shared), provided).map((u) => u.name)).toEqual(unmet);
  });

  it.each([[null], ['not json'], [{}], [{ shared: 'x' }]])('finds nothing to refuse in %p', (body) => {
    expect(unmetSharedRequirements(body, provided)).toEqual([]);
  });

  it('names each unmet requirement for operators', () => {
    const unmet = unmetSharedRequirements(
      manifest({ name: '@portal/shared/ui', singleton: true, requiredVersion: '^1.3.0' }, { name: 'react', singleton: true, requiredVersion: '^20.0.0' }),
      provided,
    );
    expect(describeUnmet(unmet)).toBe('@portal/shared/ui ^1.3.0 (this portal runs 1.2.0); react ^20.0.0 (this portal runs 19.3.1)');
  });

  it('checks against the versions this build declares', () => {
    expect(unmetSharedRequirements(manifest({ name: '@portal/shared/ui', singleton: true, requiredVersion: '^99.0.0' }))).toHaveLength(1);
  });
});
