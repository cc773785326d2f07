/** Portuguese texts of the Tags screen (spec 2 §2 Tags screen, §5): the namespace `tags` (features/tags/texts.ts). */
export const tagsPt = {
  title: 'Tags',
  search: 'Pesquisar...',
  add: 'Adicionar tag',
  columns: { name: 'Nome', tickets: 'Tickets', actions: 'Ações' },
  modal: {
    addTitle: 'Adicionar tag',
    editTitle: 'Editar tag',
    name: 'Nome',
    kanban: 'Kanban',
    kanbanHint: 'A tag vira uma coluna do quadro Kanban.',
    cancel: 'Cancelar',
    save: 'Salvar',
    add: 'Adicionar',
  },
  saved: 'Tag salva com sucesso.',
  saveFailed:
    'Não foi possível realizar a operação. Verifique se já existe uma tag com o mesmo nome ou se os campos foram preenchidos corretamente',
  deleted: 'Tag excluída com sucesso.',
  deleteTitle: 'Excluir a tag {{name}}?',
  deleteMessage: 'Você tem certeza? A tag sai de todos os tickets que a têm. Esta ação não pode ser revertida.',
  loadFailed: 'Não foi possível carregar a lista de registros',
};
