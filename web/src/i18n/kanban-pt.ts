/** Portuguese texts of the kanban board (spec 2 §2 Kanban screen, §4, §8): the namespace `kanban` (features/kanban/texts.ts). */
export const kanbanPt = {
  title: 'Kanban',
  openLane: 'Em aberto',
  openTicket: 'Ver Ticket',
  empty: 'Nenhum ticket',
  card: 'ticket arrastável',
  tagRemoved: 'Ticket Tag Removido!',
  tagAdded: 'Ticket Tag Adicionado com Sucesso!',
  loadFailed: 'Não foi possível carregar o quadro.',
  more: 'Mostrando os tickets atualizados mais recentemente.',
  a11y: {
    instructions:
      'Para mover um ticket, pressione espaço ou Enter. Use as setas para escolher a coluna e pressione espaço ou Enter para soltar, ou Esc para cancelar.',
    picked: 'Ticket de {{name}} selecionado.',
    over: 'Sobre a coluna {{lane}}.',
    dropped: 'Ticket de {{name}} solto na coluna {{lane}}.',
    cancelled: 'Movimento cancelado.',
  },
};
