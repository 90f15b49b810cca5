import { paths } from './paths';

describe('paths', () => {
  it.each([
    [paths.properties.getHref(), '/propriedades'],
    [paths.property.getHref('p1'), '/propriedade/p1'],
    [paths.propertyAlias.getHref('p1'), '/property/p1'],
    [paths.propertyIntro.getHref(), '/cadastro-imovel'],
    [paths.propertyWizard.getHref(), '/cadastro-imovel/etapas'],
    [paths.propertyWizard.getEditHref('p1'), '/cadastro-imovel/etapas?edit=p1'],
    [paths.propertyWizard.getOnboardingHref('p1'), '/cadastro-imovel/etapas?propertyId=p1'],
    [paths.propertyCalendar.getHref('p1'), '/propriedade/p1/calendario'],
    [paths.propertyOnboarding.getHref('p1'), '/propriedade/p1/onboarding'],
    [paths.propertyEarnings.getHref('p1'), '/financeiro?property=p1'],
    [paths.finance.getHref(), '/financeiro'],
    [paths.photoSessionIntro.getHref(), '/sessao-fotos-intro'],
    [paths.onboardingProgress.getHref(), '/progresso-onboarding'],
    [paths.auth.getHref(), '/auth'],
    [paths.dashboard.getHref(), '/dashboard'],
  ])('%s is %s', (href, expected) => {
    expect(href).toBe(expected);
  });

  it('encodes an id', () => {
    expect(paths.propertyWizard.getEditHref('a&b c')).toBe('/cadastro-imovel/etapas?edit=a%26b%20c');
    expect(paths.property.getHref('a/b')).toBe('/propriedade/a%2Fb');
  });

});
