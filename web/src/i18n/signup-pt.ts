/** Portuguese texts of signup and the legal pages (spec 2 §2, §5): the `signup` namespace, loaded with those pages. */
export const signupPt = {
  title: 'Cadastre-se',
  subtitle: 'Teste grátis por 7 dias, sem cartão.',
  name: 'Nome',
  email: 'Email',
  phone: 'Telefone',
  password: 'Senha',
  plan: 'Plano',
  choosePlan: 'Selecione um plano',
  planOption: '{{name}} · {{value}}/mês',
  planDetails: '{{users}} usuários · {{connections}} conexões · {{queues}} filas',
  submit: 'Cadastrar',
  haveAccount: 'Já tem uma conta?',
  login: 'Entrar',
  success: 'Cadastro realizado com sucesso! Entre com seu e-mail e senha.',
  plansFailed: 'Não foi possível carregar a lista de registros',
  legal: {
    back: 'Voltar ao login',
    loadFailed: 'Não foi possível carregar o texto.',
  },
};
