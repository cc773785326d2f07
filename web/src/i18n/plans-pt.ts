/** Portuguese texts of the Planos tab of Settings (spec 2 §2, §8). */
export const plansPt = {
  plans: {
    loadFailed: 'Não foi possível carregar a lista de registros',
    saveFailed:
      'Não foi possível realizar a operação. Verifique se já existe um plano com o mesmo nome ou se os campos foram preenchidos corretamente',
    deleteFailed: 'Não foi possível realizar a operação',
    deleteTitle: 'Exclusão de Registro',
    deleteMessage: 'Deseja realmente excluir o plano "{{name}}"?',
    yes: 'Sim',
    no: 'Não',
    form: {
      name: 'Nome',
      users: 'Usuários',
      connections: 'Conexões',
      queues: 'Filas',
      value: 'Valor',
      valueHint: 'R$ por mês',
      features: 'Recursos do plano',
      clear: 'Limpar',
      delete: 'Excluir',
      save: 'Salvar',
    },
    flags: {
      useCampaigns: 'Campanhas',
      useSchedules: 'Agendamentos',
      useInternalChat: 'Chat Interno',
      useExternalApi: 'API Externa',
      useKanban: 'Kanban',
      useOpenAi: 'Open.Ai',
      useIntegrations: 'Integrações',
    },
  },
};
