/** Portuguese texts of the help videos: the /helps page and the Ajuda tab of Settings (spec 2 §2, §8). */
export const helpsPt = {
  helps: {
    title: 'Ajuda',
    empty: 'Nenhum vídeo de ajuda por enquanto.',
    watch: 'Assistir: {{title}}',
    player: 'Vídeo: {{title}}',
    loadFailed: 'Não foi possível carregar a lista de registros',
    saveFailed:
      'Não foi possível realizar a operação. Verifique se já existe uma ajuda com o mesmo nome ou se os campos foram preenchidos corretamente',
    deleteFailed: 'Não foi possível realizar a operação',
    deleteTitle: 'Exclusão de Registro',
    deleteMessage: 'Deseja realmente excluir o vídeo de ajuda "{{title}}"?',
    form: {
      title: 'Título',
      video: 'Código do Vídeo',
      videoHint: 'O código do vídeo no YouTube, ou o link do vídeo.',
      description: 'Descrição',
      clear: 'Limpar',
      delete: 'Excluir',
      save: 'Salvar',
    },
  },
};
