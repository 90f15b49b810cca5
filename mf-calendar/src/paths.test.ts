import { paths } from './paths';

describe('paths', () => {
  it.each([
    [paths.calendar.getHref(), '/calendario'],
    [paths.selectProperty.getHref(), '/calendario/selecionar-propriedade'],
    [paths.propertyCalendar.getHref('p1'), '/propriedade/p1/calendario'],
    [paths.reservations.getHref('p1'), '/propriedade/p1/reservas'],
    [paths.properties.getHref(), '/propriedades'],
    [paths.propertyIntro.getHref(), '/cadastro-imovel'],
  ])('%s is %s', (href, expected) => {
    expect(href).toBe(expected);
  });

  it('encodes an id', () => {
    expect(paths.propertyCalendar.getHref('a/b')).toBe('/propriedade/a%2Fb/calendario');
  });
});
