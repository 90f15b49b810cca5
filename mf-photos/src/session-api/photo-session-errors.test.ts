import { isTransientFailure, refusalMessage } from './photo-session-errors';

describe('what a failed save means', () => {
  it.each([
    ['a request that never completed (thrown)', { status: 'NETWORK_ERROR', message: 'Failed to fetch' }, true],
    ['a request that never completed (supabase-js status 0)', { status: 0, code: '', message: 'TypeError: Failed to fetch' }, true],
    ['a timeout', { status: 408, message: 'timeout' }, true],
    ['a gateway that gave up', { status: 502, message: 'Bad Gateway' }, true],
    ['a backend unavailable', { status: 503, message: 'Service Unavailable' }, true],
    ['a gateway timeout', { status: 504, message: 'Gateway Timeout' }, true],
    ['no error object at all', undefined, true],
    ['the duplicate refusal', { status: 400, code: 'P0001', message: 'Esta propriedade já possui uma sessão de fotos agendada' }, false],
    ['a permission refusal', { status: 403, code: '42501', message: 'new row violates row-level security policy' }, false],
    ['a conflict', { status: 409, code: '23505', message: 'duplicate key' }, false],
    ['a server error', { status: 500, code: 'XX000', message: 'internal' }, false],
  ])('%s is transient: %p', (_case, error, transient) => {
    expect(isTransientFailure(error)).toBe(transient);
  });

  it.each([
    ['the database’s pt-BR refusal', { status: 400, code: 'P0001', message: 'Esta sessão de fotos já foi reagendada uma vez e não pode ser reagendada novamente.' }, 'Esta sessão de fotos já foi reagendada uma vez e não pode ser reagendada novamente.'],
    ['a provider-record guard', { status: 403, code: '42501', message: 'O status da sessão de fotos é atualizado pela nossa equipe.' }, 'O status da sessão de fotos é atualizado pela nossa equipe.'],
    ['the one-live-session index', { status: 409, code: '23505', message: 'duplicate key value violates unique constraint "photo_sessions_one_live_per_property"' }, 'Esta propriedade já possui uma sessão de fotos agendada'],
    ['a technical message', { status: 400, code: 'PGRST204', message: "Could not find the 'x' column" }, 'Tente novamente ou entre em contato conosco.'],
    ['a network failure', { status: 0, code: '', message: 'TypeError: Failed to fetch' }, 'Tente novamente ou entre em contato conosco.'],
    ['nothing', null, 'Tente novamente ou entre em contato conosco.'],
  ])('%s reads %p', (_case, error, message) => {
    expect(refusalMessage(error, 'Tente novamente ou entre em contato conosco.')).toBe(message);
  });

  it('names what already exists when told', () => {
    expect(refusalMessage({ status: 409, code: '23505', message: 'duplicate key' }, 'x', 'Esta sessão de fotos já foi avaliada.')).toBe('Esta sessão de fotos já foi avaliada.');
  });
});
