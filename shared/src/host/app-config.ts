import { array, assert, object, optional, string, type Infer } from 'superstruct';

const RemoteConfig = object({
  /** Federation name, e.g. 'mf_account'. */
  name: string(),
  manifestUrl: string(),
  /** Route patterns the remote owns, e.g. '/propriedade/:propertyId/calendario'. */
  routes: array(string()),
  /** Dashboard widgets it offers through './widgets'. */
  widgets: optional(array(string())),
});

const AppConfigStruct = object({
  supabaseUrl: string(),
  supabaseAnonKey: string(),
  brandName: string(),
  /** The provider's legal name and CNPJ, printed on the owner's statements; the brand name stands in without them. */
  providerLegalName: optional(string()),
  providerCnpj: optional(string()),
  supportUrl: string(),
  postalCodeUrl: string(),
  /** The provider's own terms of use and management contract (the owner wizard's step 5); example documents when absent. */
  termsOfUseUrl: optional(string()),
  managementContractUrl: optional(string()),
  remotes: array(RemoteConfig),
});

export type AppConfig = Infer<typeof AppConfigStruct>;
export type RemoteConfig = Infer<typeof RemoteConfig>;

const APP_CONFIG_URL = '/app-config.json';

/**
 * The same build runs in every environment: everything that differs is read here at start. Never
 * from a cache: operators edit it to move or redeploy a remote. A host that started the request
 * earlier (before its shared modules loaded) passes it in.
 */
export async function loadAppConfig(request: Promise<Response> = fetch(APP_CONFIG_URL, { cache: 'no-cache' })): Promise<AppConfig> {
  const response = await request;
  if (!response.ok) throw new Error(`app-config.json: HTTP ${response.status}`);
  const config: unknown = await response.json();
  assert(config, AppConfigStruct);
  return config;
}

export function parseAppConfig(config: unknown): AppConfig {
  assert(config, AppConfigStruct);
  return config;
}
