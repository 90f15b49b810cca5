import { bottomBarTabs } from './bottom-bar-tabs';

const activeTab = (path: string) => bottomBarTabs(path, false).find((t) => t.active)?.label ?? null;

describe('bottom bar', () => {
  it('has five tabs', () => {
    expect(bottomBarTabs('/', false).map((t) => [t.label, t.route])).toEqual([
      ['Início', '/dashboard'],
      ['Calendário', '/calendario'],
      ['Mensagens', '/mensagens'],
      ['Financeiro', '/financeiro'],
      ['Conta', '/conta'],
    ]);
  });

  it.each([
    ['/dashboard', 'Início'],
    ['/home', 'Início'],
    ['/calendario/selecionar-propriedade', 'Calendário'],
    ['/conta/dados-bancarios', 'Conta'],
    ['/financeiro', 'Financeiro'],
    ['/contatos', null],
    ['/propriedades', null],
  ])('marks %s active on %p', (path, label) => {
    expect(activeTab(path)).toBe(label);
  });

  it('locks Calendário, Mensagens and Financeiro while features are blocked, as the quick menu and quick actions do', () => {
    expect(bottomBarTabs('/dashboard', true).filter((t) => t.locked).map((t) => t.label)).toEqual(['Calendário', 'Mensagens', 'Financeiro']);
    expect(bottomBarTabs('/dashboard', false).some((t) => t.locked)).toBe(false);
  });
});
