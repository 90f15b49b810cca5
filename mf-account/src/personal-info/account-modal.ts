export const ACCOUNT_MODAL_TOASTS = {
  requiredFields: { title: 'Campos obrigatórios', description: 'Preencha todos os campos obrigatórios antes de salvar.' },
  saveFailed: { title: 'Erro ao salvar', description: 'Não foi possível salvar as alterações. Tente novamente.' },
  unexpected: { title: 'Erro inesperado', description: 'Ocorreu um erro inesperado. Tente novamente.' },
  saved: { title: 'Perfil atualizado', description: 'Suas informações foram salvas com sucesso.' },
} as const;
