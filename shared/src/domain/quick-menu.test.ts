import { quickMenuItems, type QuickMenuInput } from './quick-menu';

const base: QuickMenuInput = {
  propertyCount: 1,
  allPropertiesPhotographed: false,
  somePropertyLacksCompletedSession: true,
  showOnboarding: false,
  onboarded: true,
  featuresBlocked: false,
  singlePropertyId: 'p1',
  supportUrl: 'https://chat.example/123',
};

const visible = (input: QuickMenuInput) => quickMenuItems(input).filter((i) => !i.hidden).map((i) => i.label);
const locked = (input: QuickMenuInput) => quickMenuItems(input).filter((i) => i.disabled).map((i) => i.label);

describe('quick menu', () => {
  it('has the nine items in order with their routes', () => {
    expect(quickMenuItems(base).map((i) => [i.label, i.route])).toEqual([
      ['Calendário', '/calendario'],
      ['Reservas', '/propriedade/p1/reservas'],
      ['Financeiro', '/financeiro'],
      ['Mensagens', '/mensagens'],
      ['Suporte', 'https://chat.example/123'],
      ['Propriedades', '/propriedades'],
      ['Onboarding', '/progresso-onboarding'],
      ['Fotografia', '/sessao-fotos-intro'],
      ['Configurações', '/conta'],
    ]);
    expect(quickMenuItems(base).find((i) => i.key === 'support')?.external).toBe(true);
  });

  it.each<[string, Partial<QuickMenuInput>, string[]]>([
    ['one onboarded property', {}, ['Calendário', 'Reservas', 'Financeiro', 'Mensagens', 'Suporte', 'Propriedades', 'Fotografia', 'Configurações']],
    ['more than one property', { propertyCount: 2 }, ['Financeiro', 'Mensagens', 'Suporte', 'Propriedades', 'Fotografia', 'Configurações']],
    ['all properties photographed', { allPropertiesPhotographed: true, somePropertyLacksCompletedSession: false }, ['Calendário', 'Reservas', 'Financeiro', 'Mensagens', 'Suporte', 'Propriedades', 'Configurações']],
    ['onboarding shown, a property lacks photos', { showOnboarding: true, onboarded: false }, ['Onboarding', 'Fotografia', 'Configurações']],
    ['onboarding shown, nothing to photograph', { showOnboarding: true, onboarded: false, propertyCount: 0, somePropertyLacksCompletedSession: false }, ['Onboarding', 'Configurações']],
    ['onboarding shown, all photographed', { showOnboarding: true, onboarded: false, allPropertiesPhotographed: true, somePropertyLacksCompletedSession: false }, ['Onboarding', 'Configurações']],
    ['not onboarded, onboarding not shown', { onboarded: false }, ['Calendário', 'Reservas', 'Financeiro', 'Mensagens', 'Suporte', 'Propriedades', 'Onboarding', 'Fotografia', 'Configurações']],
  ])('with %s shows %p', (_case, change, labels) => {
    expect(visible({ ...base, ...change })).toEqual(labels);
  });

  it('locks calendar, reservations, finance and messages while features are blocked', () => {
    expect(locked({ ...base, featuresBlocked: true })).toEqual(['Calendário', 'Reservas', 'Financeiro', 'Mensagens']);
    expect(locked(base)).toEqual([]);
  });

  it('uses the placeholder id for reservations without a single property', () => {
    expect(quickMenuItems({ ...base, singlePropertyId: null }).find((i) => i.key === 'reservations')?.route).toBe('/propriedade/default/reservas');
  });
});
