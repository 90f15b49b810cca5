import { api, type ApiError } from '@portal/shared/api';
import { getSupabase } from '@portal/shared/supabase';

/** What a failed function call carries: its Response, whose JSON body holds the server's message. */
interface FunctionError {
  message?: string;
  context?: { status?: number; json?: () => Promise<unknown> };
}

async function serverMessage(error: FunctionError): Promise<{ status: number | 'NETWORK_ERROR'; code?: string; message: string }> {
  const response = error.context;
  if (!response || typeof response.json !== 'function') return { status: 'NETWORK_ERROR', message: '' };
  try {
    const body = (await response.json()) as { error?: unknown; message?: unknown; code?: unknown } | null;
    const text = typeof body?.error === 'string' ? body.error : typeof body?.message === 'string' ? body.message : '';
    return { status: response.status ?? 500, message: text, ...(typeof body?.code === 'string' ? { code: body.code } : {}) };
  } catch {
    return { status: response.status ?? 500, message: '' };
  }
}

/**
 * Deletes the signed-in owner's account through the delete-user-account function, which checks the
 * password and removes the user (the database cascades remove every row they own). `message` of the
 * error is the server's own text, or empty when it sent none. Never retried: the password decides.
 */
const deleteAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteAccount: build.mutation<null, { password: string }>({
      queryFn: async ({ password }) => {
        try {
          const { error } = await (await getSupabase()).functions.invoke('delete-user-account', { body: { password } });
          if (error) return { error: (await serverMessage(error as FunctionError)) satisfies ApiError };
          return { data: null };
        } catch {
          return { error: { status: 'NETWORK_ERROR', message: '' } satisfies ApiError };
        }
      },
    }),
  }),
});

export const { useDeleteAccountMutation } = deleteAccountApi;
