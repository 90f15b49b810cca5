import { paths } from './paths';

describe('paths', () => {
  it.each([
    [paths.intro.getHref(), '/sessao-fotos-intro'],
    [paths.chooseProperty.getHref(), '/escolher-propriedade-fotos'],
    [paths.schedule.getHref('p1'), '/agendamento-fotos?propertyId=p1'],
    [paths.schedule.getHref(), '/agendamento-fotos'],
    [paths.confirmation.getHref(), '/confirmacao-fotos'],
    [paths.sessionDetail.getHref('s1'), '/sessao-fotos-confirmacao?sessionId=s1'],
    [paths.feedback.getHref('s1', 'Casa da Praia'), '/feedback-sessao-fotos?sessionId=s1&propertyName=Casa%20da%20Praia'],
    [paths.feedback.getHref('s1'), '/feedback-sessao-fotos?sessionId=s1'],
    [paths.home.getHref(), '/'],
    [paths.dashboard.getHref(), '/dashboard'],
    [paths.propertyIntro.getHref(), '/cadastro-imovel'],
    [paths.propertyWizard.getHref('p1'), '/cadastro-imovel/etapas?edit=p1'],
  ])('%s is %s', (href, expected) => {
    expect(href).toBe(expected);
  });

  it('encodes ids and names', () => {
    expect(paths.schedule.getHref('a&b')).toBe('/agendamento-fotos?propertyId=a%26b');
    expect(paths.feedback.getHref('s 1', 'Chalé & Cia')).toBe('/feedback-sessao-fotos?sessionId=s%201&propertyName=Chal%C3%A9%20%26%20Cia');
  });

  it('names each route of the route table once, aliases included', () => {
    expect([paths.schedule.path, paths.scheduleAlias.path, paths.confirmation.path, paths.confirmationAlias.path]).toEqual([
      '/agendamento-fotos',
      '/agendamento-sessao-fotos',
      '/confirmacao-fotos',
      '/confirmacao-sessao-fotos',
    ]);
  });
});
