import { featureGateMessage } from './feature-gate';

describe('featureGateMessage', () => {
  it.each([
    [0, undefined, 'Conclua seu cadastro e registre sua propriedade para liberar esta área.'],
    [0, 'Dados bancários', 'Conclua seu cadastro e registre sua propriedade para liberar esta área.'],
    [1, 'Sessão de fotos', 'Esta área é liberada quando sua propriedade estiver ativa. Próxima etapa: Sessão de fotos.'],
    [2, undefined, 'Esta área é liberada quando sua propriedade estiver ativa.'],
  ])('%i properties, next step %s', (count, next, message) => {
    expect(featureGateMessage(count, next)).toBe(message);
  });
});
