import { reportError, reportMetric } from './error-reporter';

describe("the deployment's reporter", () => {
  const captureMessage = jest.fn();
  beforeEach(() => {
    captureMessage.mockClear();
    window.portalErrorReporter = { captureMessage };
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    delete window.portalErrorReporter;
    jest.restoreAllMocks();
  });

  it.each([
    ['LCP', 2345.6789, 'needs-improvement', '/dashboard', { value: 2345.679, rating: 'needs-improvement', page: '/dashboard' }],
    ['INP', 88, 'good', '/propriedade/0b7f3c2e-1d4a-4f7b-9a55-3c1e2d4f5a6b/calendario', { value: 88, rating: 'good', page: '/propriedade/:id/calendario' }],
    ['CLS', 0.0123, 'good', '/financeiro', { value: 0.012, rating: 'good', page: '/financeiro' }],
  ])("receives each web-vital measured in the owner's browser: %s", (name, value, rating, pathname, context) => {
    reportMetric({ name, value, rating }, pathname);
    expect(captureMessage).toHaveBeenCalledWith(`web-vital ${name}`, context, 'info');
    expect(console.info).toHaveBeenCalledWith(`[portal] web-vital ${name}`, context);
  });

  it.each([
    ['/mensagens/42', '/mensagens/:id'],
    ['/propriedade/ABCDEF01-2345-6789-abcd-ef0123456789', '/propriedade/:id'],
    ['/cadastro-imovel', '/cadastro-imovel'],
  ])('names the page without its ids: %s → %s', (pathname, page) => {
    reportMetric({ name: 'LCP', value: 1, rating: 'good' }, pathname);
    expect(captureMessage).toHaveBeenCalledWith('web-vital LCP', expect.objectContaining({ page }), 'info');
  });

  it('receives errors with personal data redacted', () => {
    reportError('save failed', { cpf: '123.456.789-09' });
    expect(captureMessage).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(captureMessage.mock.calls[0])).not.toContain('123.456.789-09');
  });
});
