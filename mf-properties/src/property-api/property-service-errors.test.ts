import {
  deletePropertyErrorToast,
  deletePropertySuccessToast,
  draftSaveErrorToast,
  finishErrorToast,
  propertyLoadErrorToast,
  toPropertyServiceError,
  type PropertyServiceOperation,
} from './property-service-errors';

const answered = (code: string, message = 'falhou', status = 400) => ({ status, code, message });
const offline = { status: 'NETWORK_ERROR' as const, message: 'Failed to fetch' };
const secondDraft = answered('P0001', 'Você já tem uma propriedade em cadastro. Finalize ou exclua ela antes de criar uma nova.');
const finishedNotRemovable = answered('P0001', 'Propriedades finalizadas não podem ser removidas.');

describe('service error codes', () => {
  it.each<[PropertyServiceOperation, unknown, string]>([
    ['fetchAll', answered('42501'), 'PROPERTIES_FETCH_ERROR'],
    ['fetchAll', offline, 'PROPERTIES_FETCH_UNKNOWN_ERROR'],
    ['fetchOne', answered('PGRST116', 'no rows', 406), 'PROPERTY_FETCH_ERROR'],
    ['fetchOne', new Error('boom'), 'PROPERTY_FETCH_UNKNOWN_ERROR'],
    ['fetchWithReservations', answered('500'), 'PROPERTY_WITH_RESERVATIONS_ERROR'],
    ['fetchActive', offline, 'ACTIVE_PROPERTIES_FETCH_UNKNOWN_ERROR'],
    ['create', secondDraft, 'PROPERTY_CREATE_ERROR'],
    ['create', undefined, 'PROPERTY_CREATE_UNKNOWN_ERROR'],
    ['update', answered('23514'), 'PROPERTY_UPDATE_ERROR'],
    ['update', offline, 'PROPERTY_UPDATE_UNKNOWN_ERROR'],
    ['delete', finishedNotRemovable, 'PROPERTY_DELETE_ERROR'],
    ['delete', 'texto solto', 'PROPERTY_DELETE_UNKNOWN_ERROR'],
  ])('%s failing with %p is %s', (operation, error, code) => {
    expect(toPropertyServiceError(operation, error).serviceCode).toBe(code);
  });

  it("says 'Service error: {code}' by default", () => {
    expect(toPropertyServiceError('update', answered('23514')).serviceMessage).toBe('Service error: PROPERTY_UPDATE_ERROR');
    expect(toPropertyServiceError('delete', offline)).toEqual({
      status: 'NETWORK_ERROR',
      message: 'Failed to fetch',
      serviceCode: 'PROPERTY_DELETE_UNKNOWN_ERROR',
      serviceMessage: 'Service error: PROPERTY_DELETE_UNKNOWN_ERROR',
    });
  });

  it('keeps the database answer beside the code', () => {
    expect(toPropertyServiceError('create', secondDraft)).toMatchObject({ status: 400, code: 'P0001', message: secondDraft.message, serviceCode: 'PROPERTY_CREATE_ERROR' });
  });

  it('wraps a thrown error with its message', () => {
    expect(toPropertyServiceError('fetchOne', new Error('boom'))).toMatchObject({ status: 'NETWORK_ERROR', message: 'boom', serviceMessage: 'Service error: PROPERTY_FETCH_UNKNOWN_ERROR' });
  });
});

describe('database answers', () => {
  it.each([
    [answered('PGRST116', 'no rows', 406), true],
    [answered('22P02', 'invalid input syntax for type uuid'), true],
    [answered('42501'), false],
    [offline, false],
    [null, false],
  ])('%p means not found: %p', (error, notFound) => {
    expect(propertyLoadErrorToast(error).title === 'Propriedade não encontrada').toBe(notFound);
  });

  it.each([
    [secondDraft, secondDraft.message],
    [finishedNotRemovable, finishedNotRemovable.message],
    [answered('23505', 'duplicate key value violates unique constraint "properties_one_draft_per_user"'), secondDraft.message],
    [answered('P0001', '  '), null],
    [answered('42501', 'new row violates row-level security policy'), null],
    [offline, null],
  ])('%p is refused with %p', (error, message) => {
    // The draft's toast says the database's own sentence, when it refused, instead of its generic text.
    expect(draftSaveErrorToast(error).description).toBe(message ?? 'Não foi possível salvar o progresso. Tente novamente.');
  });
});

describe('property toasts', () => {
  it.each([
    [answered('PGRST116', 'no rows', 406), { title: 'Propriedade não encontrada', description: 'Propriedade não encontrada ou você não tem permissão para editá-la' }],
    [offline, { title: 'Erro ao carregar propriedade', description: 'Erro ao carregar propriedade. Tente novamente.' }],
    [answered('500', 'erro', 500), { title: 'Erro ao carregar propriedade', description: 'Erro ao carregar propriedade. Tente novamente.' }],
  ])('loading failing with %p shows %p', (error, toast) => {
    expect(propertyLoadErrorToast(error)).toEqual(toast);
  });

  it.each([
    [offline, { title: 'Erro ao salvar rascunho', description: 'Não foi possível salvar o progresso. Tente novamente.' }],
    [secondDraft, { title: 'Erro ao salvar rascunho', description: secondDraft.message }],
  ])('leaving step 1 failing with %p shows %p', (error, toast) => {
    expect(draftSaveErrorToast(error)).toEqual(toast);
  });

  it.each([
    ['create', offline, { title: 'Erro ao finalizar cadastro', description: 'Não foi possível finalizar o cadastro. Verifique se todos os campos estão preenchidos e tente novamente.' }],
    ['create', secondDraft, { title: 'Erro ao finalizar cadastro', description: secondDraft.message }],
    ['edit', answered('23514'), { title: 'Erro ao salvar', description: 'Não foi possível salvar as alterações. Tente novamente.' }],
  ] as const)('finishing in %s mode failing with %p shows %p', (mode, error, toast) => {
    expect(finishErrorToast(error, mode)).toEqual(toast);
  });

  it.each([
    ['list', finishedNotRemovable, { title: 'Não é possível remover', description: 'Propriedades finalizadas não podem ser removidas.' }],
    ['intro', finishedNotRemovable, { title: 'Não é possível remover', description: 'Propriedades finalizadas não podem ser removidas.' }],
    ['list', offline, { title: 'Erro ao excluir', description: 'Não foi possível excluir a propriedade. Tente novamente.' }],
    ['intro', offline, { title: 'Erro ao remover', description: 'Ocorreu um erro inesperado. Tente novamente.' }],
    ['intro', answered('PGRST116', 'Propriedade não encontrada', 406), { title: 'Erro ao remover', description: 'Ocorreu um erro inesperado. Tente novamente.' }],
  ] as const)('deleting from the %s failing with %p shows %p', (screen, error, toast) => {
    expect(deletePropertyErrorToast(error, screen)).toEqual(toast);
  });

  it.each([
    ['list', { title: 'Propriedade excluída', description: 'A propriedade foi excluída com sucesso.' }],
    ['intro', { title: 'Propriedade removida', description: 'A propriedade foi removida com sucesso.' }],
  ] as const)('deleting from the %s succeeds with %p', (screen, toast) => {
    expect(deletePropertySuccessToast(screen)).toEqual(toast);
  });
});
