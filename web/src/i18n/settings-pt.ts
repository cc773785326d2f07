/** Portuguese texts of the Settings page (spec 2 §2, §8), spread into `pt`. */
export const settingsPt = {
  settings: {
    title: 'Configurações',
    tabs: { options: 'Opções', hours: 'Horários', companies: 'Empresas', plans: 'Planos', helps: 'Ajuda' },
    updated: 'Operação atualizada com sucesso.',
    adminOnly: 'Somente administradores podem alterar as configurações.',
    options: {
      userRating: { label: 'Avaliações', enabled: 'Habilitadas', disabled: 'Desabilitadas' },
      scheduleType: {
        label: 'Gerenciamento de Expediente',
        disabled: 'Desabilitado',
        queue: 'Fila',
        company: 'Empresa',
      },
      CheckMsgIsGroup: { label: 'Ignorar Mensagens de Grupos', enabled: 'Ativado', disabled: 'Desativado' },
      call: { label: 'Aceitar Chamada', enabled: 'Aceitar', disabled: 'Não Aceitar' },
      chatBotType: { label: 'Tipo Chatbot', text: 'Texto', button: 'Botão', list: 'Lista' },
      sendGreetingAccepted: {
        label: 'Enviar saudação ao aceitar o ticket',
        enabled: 'Ativado',
        disabled: 'Desativado',
      },
      sendMsgTransfTicket: {
        label: 'Enviar mensagem de transferência de Fila/agente',
        enabled: 'Ativado',
        disabled: 'Desativado',
      },
    },
    timezone: 'Fuso horário',
    integrations: {
      payment: 'Provedor de pagamento',
      asaas: 'Token do provedor de pagamento',
      ixc: 'IXC',
      ipixc: 'IP do IXC',
      tokenixc: 'Token do IXC',
      mkauth: 'MK-AUTH',
      ipmkauth: 'IP do MK-AUTH',
      clientidmkauth: 'Client ID',
      clientsecretmkauth: 'Client Secret',
    },
    hours: {
      weekday: 'Dia da semana',
      start: 'Início',
      end: 'Fim',
      saved: 'Horários atualizados com sucesso.',
      invalidTime: 'Informe um horário entre 00:00 e 23:59',
      hint: 'Um dia cujo fim não é depois do início fica fechado.',
    },
  },
};
