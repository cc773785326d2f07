/** Portuguese texts of the Empresas tab of Settings (spec 2 §2, §8). */
export const companiesPt = {
  companies: {
    loadFailed: 'Não foi possível carregar a lista de registros',
    saveFailed:
      'Não foi possível realizar a operação. Verifique se já existe uma empresa com o mesmo nome ou se os campos foram preenchidos corretamente',
    deleteFailed: 'Não foi possível realizar a operação',
    deleteTitle: 'Exclusão de Registro',
    deleteMessage: 'Deseja realmente excluir a empresa "{{name}}"? Todos os dados dela serão apagados.',
    search: 'Pesquisar empresas',
    yes: 'Sim',
    no: 'Não',
    form: {
      name: 'Nome',
      email: 'E-mail',
      phone: 'Telefone',
      plan: 'Plano',
      choosePlan: 'Selecione um plano',
      status: 'Ativa',
      campaignsEnabled: 'Campanhas',
      recurrence: 'Recorrência',
      dueDate: 'Data de Vencimento',
      addDueDate: '+ Vencimento',
      password: 'Senha',
      passwordHint: 'Senha do primeiro administrador',
      clear: 'Limpar',
      delete: 'Excluir',
      save: 'Salvar',
    },
    table: {
      plan: 'Plano',
      status: 'Status',
      dueDate: 'Vencimento',
      recurrence: 'Recorrência',
    },
    recurrences: {
      MENSAL: 'Mensal',
      BIMESTRAL: 'Bimestral',
      TRIMESTRAL: 'Trimestral',
      SEMESTRAL: 'Semestral',
      ANUAL: 'Anual',
    },
    dueTones: {
      soon: 'Vence em 5 dias',
      near: 'Vencimento próximo',
      overdue: 'Vencida há 4 dias',
    },
  },
};
