import { api, type ApiError } from '@portal/shared/api';
import { getSupabase } from '@portal/shared/supabase';

/** What the registration-email function answers: `sent` false when this registration's e-mail already went out. */
export interface RegistrationEmailResult {
  sent: boolean;
}

interface FunctionError {
  message?: string;
  context?: { status?: number; json?: () => Promise<unknown> };
}

async function toApiError(error: FunctionError): Promise<ApiError> {
  const response = error.context;
  if (!response || typeof response.json !== 'function') return { status: 'NETWORK_ERROR', message: error.message ?? '' };
  try {
    const body = (await response.json()) as { error?: unknown; code?: unknown } | null;
    return {
      status: response.status ?? 500,
      message: typeof body?.error === 'string' ? body.error : '',
      ...(typeof body?.code === 'string' ? { code: body.code } : {}),
    };
  } catch {
    return { status: response.status ?? 500, message: '' };
  }
}

/**
 * Asks the backend to send the e-mail with next steps the summary promises. The server decides what the mail
 * says and sends it once per finished registration, so calling it again (a second finish, a retry) sends nothing.
 */
const sendRegistrationEmailApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendRegistrationEmail: build.mutation<RegistrationEmailResult, void>({
      queryFn: async () => {
        try {
          const { data, error } = await (await getSupabase()).functions.invoke('registration-email', { body: {} });
          if (error) return { error: await toApiError(error as FunctionError) };
          return { data: { sent: (data as { sent?: unknown } | null)?.sent === true } };
        } catch (thrown) {
          return { error: { status: 'NETWORK_ERROR', message: thrown instanceof Error ? thrown.message : '' } satisfies ApiError };
        }
      },
    }),
  }),
});

export const { useSendRegistrationEmailMutation } = sendRegistrationEmailApi;
