import { testAppConfig } from '@portal/shared/testing';
import { legalDocumentsFrom } from './legal-documents';

describe('legal documents', () => {
  it('opens the example documents shipped with the remote when app-config.json names none', () => {
    expect(legalDocumentsFrom(testAppConfig)).toEqual({
      termsOfUseUrl: 'http://localhost/termos-de-uso.html',
      managementContractUrl: 'http://localhost/contrato-de-gestao.html',
    });
  });

  it("opens the provider's own documents when app-config.json names them", () => {
    const config = { ...testAppConfig, termsOfUseUrl: 'https://casaboa.com.br/termos', managementContractUrl: 'https://casaboa.com.br/contrato' };
    expect(legalDocumentsFrom(config)).toEqual({ termsOfUseUrl: 'https://casaboa.com.br/termos', managementContractUrl: 'https://casaboa.com.br/contrato' });
  });

  it('ignores a blank or non-text address', () => {
    const config = { ...testAppConfig, termsOfUseUrl: '  ', managementContractUrl: 42 };
    expect(legalDocumentsFrom(config as never).managementContractUrl).toBe('http://localhost/contrato-de-gestao.html');
    expect(legalDocumentsFrom(config as never).termsOfUseUrl).toBe('http://localhost/termos-de-uso.html');
  });
});
