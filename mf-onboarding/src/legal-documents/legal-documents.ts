import { useAppConfig, type AppConfig } from '@portal/shared/host';
import { EXAMPLE_MANAGEMENT_CONTRACT_URL, EXAMPLE_TERMS_OF_USE_URL } from './example-documents';

export interface LegalDocuments {
  termsOfUseUrl: string;
  managementContractUrl: string;
}

const usable = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The terms of use and the management contract the wizard's step 5 opens: the provider's own when app-config.json
 * names them (termsOfUseUrl, managementContractUrl), otherwise the example documents shipped with this remote.
 */
export function legalDocumentsFrom(config: Pick<AppConfig, 'termsOfUseUrl' | 'managementContractUrl'>): LegalDocuments {
  return {
    termsOfUseUrl: usable(config.termsOfUseUrl) ? config.termsOfUseUrl : EXAMPLE_TERMS_OF_USE_URL,
    managementContractUrl: usable(config.managementContractUrl) ? config.managementContractUrl : EXAMPLE_MANAGEMENT_CONTRACT_URL,
  };
}

export function useLegalDocuments(): LegalDocuments {
  return legalDocumentsFrom(useAppConfig());
}
