import { isGatedPattern } from './gated-patterns';

describe('areas locked while features are blocked (finance, calendar, reservations, messages)', () => {
  it.each([
    ['/financeiro', true],
    ['/calendario', true],
    ['/calendario/selecionar-propriedade', true],
    ['/propriedade/:propertyId/calendario', true],
    ['/propriedade/:propertyId/reservas', true],
    ['/mensagens', true],
    ['/mensagens/:id', true],
    ['/conta', false],
    ['/propriedades', false],
    ['/propriedade/:propertyId', false],
    ['/propriedade/:propertyId/onboarding', false],
    ['/cadastro-imovel', false],
    ['/sessao-fotos-intro', false],
  ])('%s locked: %s', (pattern, locked) => {
    expect(isGatedPattern(pattern)).toBe(locked);
  });
});
